/**
 * Bundled reference rates: rupees per one unit of each currency, compiled on RATES_DATE.
 * They are shown for reference next to INR prices and never used to charge.
 */
export const RATES_DATE = '2026-11-20';

export const referenceRates: Record<string, { inrPerUnit: number; symbol: string }> = {
  INR: { inrPerUnit: 1, symbol: '₹' },
  USD: { inrPerUnit: 88.6, symbol: '$' },
  EUR: { inrPerUnit: 102.9, symbol: '€' },
  GBP: { inrPerUnit: 116.5, symbol: '£' },
  AED: { inrPerUnit: 24.12, symbol: 'AED ' },
  SAR: { inrPerUnit: 23.62, symbol: 'SAR ' },
  QAR: { inrPerUnit: 24.34, symbol: 'QAR ' },
  KWD: { inrPerUnit: 288.6, symbol: 'KWD ' },
  OMR: { inrPerUnit: 230.1, symbol: 'OMR ' },
  BHD: { inrPerUnit: 235.0, symbol: 'BHD ' },
  SGD: { inrPerUnit: 68.1, symbol: 'S$' },
  MYR: { inrPerUnit: 21.1, symbol: 'RM ' },
  AUD: { inrPerUnit: 57.6, symbol: 'A$' },
  CAD: { inrPerUnit: 63.2, symbol: 'C$' },
  NZD: { inrPerUnit: 50.4, symbol: 'NZ$' },
  CHF: { inrPerUnit: 110.5, symbol: 'CHF ' },
  JPY: { inrPerUnit: 0.58, symbol: '¥' },
  CNY: { inrPerUnit: 12.45, symbol: 'CN¥' },
  HKD: { inrPerUnit: 11.39, symbol: 'HK$' },
  THB: { inrPerUnit: 2.73, symbol: '฿' },
};
