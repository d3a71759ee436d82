import { describe, expect, it } from 'vitest';
import { editDistance, rankMatches, searchWords } from './product-search.ts';

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
});

describe('rankMatches', () => {
  const products = [
    { id: 1, name: 'Cocoa Butter Lotion', description: 'Smells of chocolate.' },
    { id: 2, name: 'Milk Chocolate', description: 'Creamy.' },
    { id: 3, name: 'Cardamom Tea', description: 'Black tea with cardamom.' },
  ];
  const ids = (q: string) => rankMatches(products, searchWords(q)).map((p) => p.id);

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
});
