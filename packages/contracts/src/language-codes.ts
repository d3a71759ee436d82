// No schema here: the prerendered pages' pre-paint check reads these without pulling zod into its script.

/** The languages the shop speaks to a traveller in; English unless they choose Malayalam. */
export const languages = ['en', 'ml'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
