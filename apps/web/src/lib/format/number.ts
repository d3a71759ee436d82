import { cachedFormatter } from './intl-cache';

const plainNumber = cachedFormatter((locale) => new Intl.NumberFormat(locale));
const oneDecimal = cachedFormatter((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A count the Indian way, in the language on screen: 1,23,456. */
export const formatNumber = (value: number) => plainNumber().format(value);

/** A share with at most one decimal: 12.5. */
export const formatDecimal = (value: number) => oneDecimal().format(value);
