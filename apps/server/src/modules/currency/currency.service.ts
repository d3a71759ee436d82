import type { AmountDto } from '@arrival/contracts/currency';
import { DEFAULT_REFERENCE_CURRENCY } from '@arrival/contracts/currency-guess';
import { RATES_DATE, referenceRates } from './reference-rates.ts';

/** The traveller's currency when we have a rate for it, otherwise USD. */
export function resolveCurrency(requested: string | undefined): string {
  const code = requested?.trim().toUpperCase();
  return code && referenceRates[code] ? code : DEFAULT_REFERENCE_CURRENCY;
}

/** Converts paise to the reference currency, rounded to that currency's usual decimals. */
export function convertPaise(paise: number, currency: string): AmountDto {
  const code = resolveCurrency(currency);
  const rate = referenceRates[code]!;
  const decimals = code === 'JPY' ? 0 : code === 'KWD' || code === 'OMR' || code === 'BHD' ? 3 : 2;
  const factor = 10 ** decimals;
  const convertedAmount = Math.round((paise / 100 / rate.inrPerUnit) * factor) / factor;
  return { currencySymbol: rate.symbol, currencyCode: code, convertedAmount, rateDate: RATES_DATE };
}

export function listReferenceRates() {
  return {
    rateDate: RATES_DATE,
    currencies: Object.entries(referenceRates).map(([code, r]) => ({ code, symbol: r.symbol.trim(), inrPerUnit: r.inrPerUnit })),
  };
}
