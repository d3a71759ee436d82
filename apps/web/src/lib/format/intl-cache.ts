import { currentIntlLocale } from '../i18n/i18n';

/**
 * One Intl formatter per locale and options, made on first use: formatters are slow to build, and the
 * language can change while the app runs.
 */
export function cachedFormatter<F>(make: (locale: string) => F): () => F {
  const byLocale = new Map<string, F>();
  return () => {
    const locale = currentIntlLocale();
    let formatter = byLocale.get(locale);
    if (!formatter) {
      formatter = make(locale);
      byLocale.set(locale, formatter);
    }
    return formatter;
  };
}

/** Malayalam has no words of its own for am and pm: its times are on the 24-hour clock. */
export const clockOf = (locale: string): Intl.DateTimeFormatOptions => (locale === 'en-IN' ? {} : { hourCycle: 'h23' });
