import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a catalogue as Lingui writes it (one line each), without the header entry. */
function readCatalogue(locale: string) {
  const text = readFileSync(path.join(import.meta.dirname, `${locale}.po`), 'utf8');
  const unquote = (quoted: string) => JSON.parse(quoted) as string;
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)) {
    const id = unquote(match[1]!);
    if (id) entries.set(id, unquote(match[2]!));
  }
  return entries;
}

/**
 * ICU arguments (`{name}`, and `{count, plural, …}` whose branches are text) and the numbered tags
 * Lingui keeps for markup inside a <Trans>.
 */
const placeholdersOf = (message: string) => [...message.matchAll(/\{\w+(?=[,}])|<\/?\d+\/?>/g)].map(([found]) => found).sort();

describe('the message catalogues', () => {
  const english = readCatalogue('en');
  const malayalam = readCatalogue('ml');

  it('hold the same messages', () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...malayalam.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('give every message in Malayalam, with the same placeholders and markup', () => {
    const missing = [...malayalam].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(missing, 'messages without Malayalam').toEqual([]);
    for (const [id, text] of malayalam) expect(placeholdersOf(text), id).toEqual(placeholdersOf(id));
  });
});
