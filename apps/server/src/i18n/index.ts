import { DEFAULT_LANGUAGE, languages, type Language } from '@arrival/contracts/language';
import { formatIst } from '@arrival/contracts/counters';
import { en, type MessageKey } from './en.ts';
import { ml } from './ml.ts';

export type { Language } from '@arrival/contracts/language';
export type { MessageKey } from './en.ts';

export const catalogues: Record<Language, Record<MessageKey, string>> = { en, ml };

/** The `{name}` placeholders of a text, as a union of names. */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** A text to render later, in the reader's language: a key with its values. */
export interface Message {
  key: MessageKey;
  params?: Record<string, ParamValue>;
}
/**
 * A value for a placeholder; a message in it is rendered in the same language, a moment as IST in
 * the reader's language ("Tue, 2 Dec, 06:00" in English).
 */
export type ParamValue = string | number | Date | Message;

/** The values a key needs: none for a text without placeholders, each of its placeholders otherwise. */
export type ParamsOf<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? [params?: Record<string, never>]
  : [params: Record<Placeholders<(typeof en)[K]>, ParamValue>];

/** The placeholder names of a text, in order; the catalogue test compares them between languages. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

function render(language: Language, key: MessageKey, params: Record<string, ParamValue> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (value instanceof Date) return formatIstIn(language, value);
    return typeof value === 'object' ? render(language, value.key, value.params) : String(value);
  });
}

/** The text of `key` in `language`, its placeholders filled. */
export function t<K extends MessageKey>(language: Language, key: K, ...[params]: ParamsOf<K>): string {
  return render(language, key, params);
}

/** A message to render later (an error, a nested placeholder), typed like `t`. */
export function msg<K extends MessageKey>(key: K, ...[params]: ParamsOf<K>): Message {
  return params ? { key, params } : { key };
}

export const renderMessage = (language: Language, message: Message) => render(language, message.key, message.params);

/** Every English text without placeholders, to find texts that reach the handler as plain strings. */
const keyOfEnglish = new Map<string, MessageKey>(
  (Object.entries(en) as [MessageKey, string][]).filter(([, text]) => placeholdersOf(text).length === 0).map(([k, v]) => [v, k]),
);

/**
 * A plain English text in `language` when the catalogue has it (validation messages of the shared
 * schemas, errors raised outside the catalogued modules); any other text as it is.
 */
export function translateEnglish(language: Language, text: string): string {
  if (language === 'en') return text;
  const key = keyOfEnglish.get(text);
  return key ? render(language, key) : text;
}

/** A plain English text as a placeholder value, so it follows the reader's language when catalogued. */
export function fromEnglish(text: string): ParamValue {
  const key = keyOfEnglish.get(text);
  return key ? { key } : text;
}

/** Malayalam when an Accept-Language header prefers it to English, otherwise English. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...attributes] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qAttribute = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
    const q = qAttribute ? Number(qAttribute.slice(2)) : 1;
    if (Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** A moment in IST for a notice: the English form unchanged, Malayalam day and month names otherwise. */
export const formatIstIn = (language: Language, at: Date) => formatIst(at, language === 'ml' ? 'ml-IN' : 'en-IN');

/** "90 seconds", "5 minutes", "2 hours": how long to wait, rendered in the reader's language. */
export function waitMessage(seconds: number): Message {
  if (seconds < 90) return msg('wait.seconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? msg('wait.minutes', { n: minutes }) : msg('wait.hours', { n: Math.ceil(minutes / 60) });
}
