import { describe, expect, it } from 'vitest';
import { languages } from '@arrival/contracts/language';
import { catalogues, languageFromHeader, msg, placeholdersOf, t, translateEnglish } from './index.ts';
import { en } from './en.ts';

const keys = Object.keys(en).sort();

describe('message catalogues', () => {
  it.each(languages)('%s has every key and no other', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(keys);
  });

  it.each(languages)('%s uses the same placeholders as English in every text', (language) => {
    const differing = keys.filter((key) => {
      const mine = placeholdersOf(catalogues[language][key as keyof typeof en]).sort();
      const english = placeholdersOf(en[key as keyof typeof en]).sort();
      return JSON.stringify(mine) !== JSON.stringify(english);
    });
    expect(differing).toEqual([]);
  });

  it.each(languages)('%s has no empty text', (language) => {
    expect(keys.filter((key) => !catalogues[language][key as keyof typeof en].trim())).toEqual([]);
  });

  it('the Malayalam texts are written in Malayalam', () => {
    // A text copied over in English would pass the checks above; anything longer than a placeholder
    // pattern must have Malayalam letters in it.
    const untranslated = keys.filter((key) => {
      const text = catalogues.ml[key as keyof typeof en].replace(/\{\w+\}/g, '');
      return /[a-z]{4}/i.test(text) && !/[\u0D00-\u0D7F]/.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('t', () => {
  it('fills placeholders, nested messages in the same language', () => {
    expect(t('en', 'notice.accepted.title', { orderId: 12 })).toBe('Order #12 accepted');
    expect(t('ml', 'notice.accepted.title', { orderId: 12 })).toBe('ഓർഡർ #12 സ്വീകരിച്ചു');
    expect(t('en', 'otp.tooManySent', { wait: msg('wait.minutes', { n: 5 }) })).toBe(
      'Too many codes requested. Try again in 5 minutes.',
    );
    expect(t('ml', 'otp.tooManySent', { wait: msg('wait.minutes', { n: 5 }) })).toContain('5 മിനിറ്റ്');
  });

  it('finds a plain English text in the catalogue, and leaves unknown texts alone', () => {
    expect(translateEnglish('ml', 'Please enter your name')).toBe('നിങ്ങളുടെ പേര് നൽകുക');
    expect(translateEnglish('en', 'Please enter your name')).toBe('Please enter your name');
    expect(translateEnglish('ml', 'Something unheard of')).toBe('Something unheard of');
  });
});

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['ml', 'ml'],
    ['ml-IN,ml;q=0.9,en-US;q=0.8', 'ml'],
    ['en-US,en;q=0.9,ml;q=0.8', 'en'],
    ['fr-FR, ml;q=0.5', 'ml'],
    ['en;q=0.4, ml;q=0.6', 'ml'],
    ['de', 'en'],
    ['ml;q=0', 'en'],
  ])('%s -> %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
