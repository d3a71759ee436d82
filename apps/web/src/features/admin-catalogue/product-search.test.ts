import { describe, expect, it } from 'vitest';
import { filterProductsByName } from './product-search';

const products = [{ name: 'Oud Al Layl 100 ml' }, { name: 'Malabar Jasmine Attar' }, { name: 'Jaggery Peanut Chikki' }];
const names = (search: string) => filterProductsByName(products, search).map((product) => product.name);

describe('product search (SPEC §5)', () => {
  it('keeps every product while the search is empty or blank', () => {
    expect(filterProductsByName(products, '')).toBe(products);
    expect(names('   ')).toHaveLength(3);
  });

  it('matches anywhere in the name, whatever the letter case', () => {
    expect(names('ATTAR')).toEqual(['Malabar Jasmine Attar']);
    expect(names('ja')).toEqual(['Malabar Jasmine Attar', 'Jaggery Peanut Chikki']);
    expect(names(' layl ')).toEqual(['Oud Al Layl 100 ml']);
  });

  it('finds nothing when no name contains the search', () => {
    expect(names('saffron')).toEqual([]);
  });
});
