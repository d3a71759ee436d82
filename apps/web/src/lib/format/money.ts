import { format, parseISO } from 'date-fns';
import type { AmountDto } from '@arrival/contracts/currency';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** What is charged: INR with the rupee symbol and 2 decimals (SPEC §9), e.g. ₹2,499.00. */
export const formatInr = (amount: number) => inr.format(amount);

const referenceFormats = new Map<string, Intl.NumberFormat>();

/** Each currency with its usual decimals (JPY none, KWD three), behind the server's symbol: $28.21, AED 101.45. */
export function formatReferenceAmount({ currencySymbol, currencyCode, convertedAmount }: AmountDto) {
  let formatter = referenceFormats.get(currencyCode);
  if (!formatter) {
    const { maximumFractionDigits } = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currencyCode,
    }).resolvedOptions();
    formatter = new Intl.NumberFormat('en', { minimumFractionDigits: maximumFractionDigits, maximumFractionDigits });
    referenceFormats.set(currencyCode, formatter);
  }
  return `${currencySymbol}${formatter.format(convertedAmount)}`;
}

/** The day the reference rate was compiled, e.g. 20 Nov 2026. */
export const formatRateDate = (rateDate: string) => format(parseISO(rateDate), 'd MMM yyyy');

/** A reference amount in INR itself repeats the price, and one of nothing says nothing, so neither is shown. */
export const showsReference = (amount: AmountDto) => amount.currencyCode !== 'INR' && amount.convertedAmount > 0;
