import { describe, expect, it } from 'vitest';
import { editDistance, SearchIndex, searchWords } from './product-search.ts';

describe('searchWords', () => {
  it('lower-cases, drops accents and punctuation, and splits into words', () => {
    expect(searchWords('  Crème-Brûlée 70%, 100 g ')).toEqual(['creme', 'brulee', '70', '100', 'g']);
    expect(searchWords('?!')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('choclate', 'chocolate', 2)).toBe(1);
    expect(editDistance('chocolatte', 'chocolate', 2)).toBe(1);
    expect(editDistance('chocolste', 'chocolate', 2)).toBe(1);
    expect(editDistance('chcoolate', 'chocolate', 2)).toBe(1);
    expect(editDistance('chocolate', 'chocolate', 2)).toBe(0);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('pepper', 'chocolate', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('measures against the start of a longer word when given its length', () => {
    expect(editDistance('chocl', 'chocolate', 1, 5)).toBe(1);
    expect(editDistance('choco', 'chocolate', 1, 5)).toBe(0);
    expect(editDistance('xyzzy', 'chocolate', 1, 5)).toBe(2);
  });

  it('measures words longer than any before, and short ones right after', () => {
    const long = 'pneumonoultramicroscopicsilicovolcanoconiosis';
    expect(editDistance(long, long.replace('silico', 'silcio'), 2)).toBe(1);
    expect(editDistance(`${long}s`, long, 2)).toBe(1);
    expect(editDistance('choclate', 'chocolate', 2)).toBe(1);
    expect(editDistance('pepper', 'chocolate', 2)).toBe(3);
  });
});

describe('SearchIndex', () => {
  const products = [
    { id: 1, name: 'Cocoa Butter Lotion', description: 'Smells of chocolate.' },
    { id: 2, name: 'Milk Chocolate', description: 'Creamy.' },
    { id: 3, name: 'Cardamom Tea', description: 'Black tea with cardamom.' },
  ];
  const ids = (q: string) => new SearchIndex(products).rank(searchWords(q));

  it('puts name matches before description matches', () => {
    expect(ids('choclate')).toEqual([2, 1]);
  });

  it('needs every typed word to match somewhere', () => {
    expect(ids('cardamon tea')).toEqual([3]);
    expect(ids('milk tea')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('finds a word by its first letters, even with a slip in them', () => {
    expect(ids('choco')).toEqual([2, 1]);
    expect(ids('chocl')).toEqual([2, 1]);
    expect(ids('carda')).toEqual([3]);
  });

  it('ranks by the best match, then keeps the order the index was built in', () => {
    const shelf = [
      { id: 7, name: 'Tea Cake', description: 'With chocolate chips.' },
      { id: 4, name: 'Chocolate Tea', description: 'Cocoa in tea.' },
      { id: 9, name: 'Dark Chocolate', description: 'Bitter.' },
      { id: 5, name: 'Chocolates Box', description: 'Assorted.' },
    ];
    const rank = (q: string) => new SearchIndex(shelf).rank(searchWords(q));
    // Exact in the name (4, 9), a prefix of a name word (5), then only in the description (7).
    expect(rank('chocolate')).toEqual([4, 9, 5, 7]);
    expect(rank('chocolate tea')).toEqual([4, 7]);
    // A word held by many products is scored once; every holder still counts.
    const many = Array.from({ length: 2_000 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, description: 'Plain.' }));
    expect(new SearchIndex(many).rank(searchWords('item 1999'))).toEqual([1999]);
    expect(new SearchIndex(many).rank(searchWords('plian'))).toHaveLength(2_000);
  });
});
