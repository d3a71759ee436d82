import type { AmountDto } from '@arrival/contracts/currency';
import { fromIstParts } from './ist-clock';
import { AIRPORT_TIME_ZONE } from './time-zone';
import { cachedFormatter } from './intl-cache';

const rupees = cachedFormatter((locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * What is charged: INR with the rupee symbol and 2 decimals (SPEC §9), e.g. ₹2,499.00 and ₹1,23,456.50.
 * The figure is the locale's number, grouped in lakhs in both languages; ml-IN's currency pattern
 * would group in thousands, as no price in Kerala is written.
 */
export const formatInr = (amount: number) => `${amount < 0 ? '-' : ''}₹${rupees().format(Math.abs(amount))}`;

const compactInr = cachedFormatter(
  (locale) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 }),
);

/** A rupee figure for chart axes: ₹1.2L, ₹45K. */
export const formatCompactInr = (amount: number) => compactInr().format(amount);

const referenceFormats = new Map<string, Intl.NumberFormat>();

/** Each currency with its usual decimals (JPY none, KWD three), behind the server's symbol: $28.21, AED 101.45. */
export function formatReferenceAmount({ currencySymbol, currencyCode, convertedAmount }: AmountDto) {
  let formatter = referenceFormats.get(currencyCode);
  if (!formatter) {
    const { maximumFractionDigits } = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currencyCode,
    }).resolvedOptions();
    // The figures follow the currency's own digits; the grouping is the same in both languages.
    formatter = new Intl.NumberFormat('en', { minimumFractionDigits: maximumFractionDigits, maximumFractionDigits });
    referenceFormats.set(currencyCode, formatter);
  }
  return `${currencySymbol}${formatter.format(convertedAmount)}`;
}

const rateDay = cachedFormatter(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: AIRPORT_TIME_ZONE }),
);

/** The day the reference rate was compiled, e.g. 20 Nov 2026. */
export const formatRateDate = (rateDate: string) =>
  rateDay().format(fromIstParts(rateDate.slice(0, 10), '12:00') ?? new Date(rateDate));

/** A reference amount in INR itself repeats the price, and one of nothing says nothing, so neither is shown. */
export const showsReference = (amount: AmountDto) => amount.currencyCode !== 'INR' && amount.convertedAmount > 0;
