import { describe, expect, it } from 'vitest';
import { countries, isValidFullPhone } from './countries';
import { DEFAULT_COUNTRY } from './phone';

describe('countries', () => {
  it('lists every country once, in the alphabetical order of its English name', () => {
    const names = countries.map((country) => country.name);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    expect(countries.length).toBeGreaterThan(200);
    // Accented names sort with their letter, not after Z as a code-point order would put them.
    expect(names.indexOf('Åland Islands')).toBe(names.indexOf('Afghanistan') + 1);
    expect(names.indexOf("Côte d'Ivoire")).toBeLessThan(names.indexOf('Croatia'));
    expect(names.indexOf('Türkiye')).toBeLessThan(names.indexOf('Turkmenistan'));
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('knows the calling codes a full number starts with', () => {
    expect(isValidFullPhone('919876543210')).toBe(true);
    expect(isValidFullPhone('0009876543210')).toBe(false);
  });

  it('has India, the default, exactly as the phone field shows it before the list loads', () => {
    expect(countries.filter((country) => country.code === DEFAULT_COUNTRY.code)).toEqual([DEFAULT_COUNTRY]);
  });
});
