import { z } from 'zod';

/** The languages the shop speaks to a traveller in; English unless they choose Malayalam. */
export const languages = ['en', 'ml'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_MESSAGE = 'Please choose English or Malayalam';

export const languageSchema = z.enum(languages, { error: LANGUAGE_MESSAGE });

export const setLanguageBodySchema = z.object({ language: languageSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;
