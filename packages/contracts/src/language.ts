import { z } from 'zod/mini';
import { languages } from './language-codes.ts';

export { DEFAULT_LANGUAGE, languages, type Language } from './language-codes.ts';
export const LANGUAGE_MESSAGE = 'Please choose English or Malayalam';

export const languageSchema = z.enum(languages, { error: LANGUAGE_MESSAGE });

export const setLanguageBodySchema = z.object({ language: languageSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;
