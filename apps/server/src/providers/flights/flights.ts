import type { FlightStatus } from '@arrival/contracts/flights';

/** Answers where a flight is: its timetabled and expected arrival and terminal on one IST date. */
export interface FlightStatusProvider {
  /**
   * `flightNumber` normalised ("EK 532"), `date` the arrival date in IST (YYYY-MM-DD). Null when the
   * flight does not land at one of our airports that day; throws FlightProviderUnavailable when the
   * answer cannot be had now.
   */
  lookup(flightNumber: string, date: string): Promise<FlightStatus | null>;
}

/** The provider could not answer now (network, timeout, 5xx, rate limit); asking later may work. */
export class FlightProviderUnavailable extends Error {
  override readonly name = 'FlightProviderUnavailable';
}

/** The international airports we serve; a flight counts only on its leg arriving at one of them. */
export const OUR_AIRPORTS = ['COK', 'TRV', 'CCJ', 'CNN'] as const;
export type OurAirport = (typeof OUR_AIRPORTS)[number];
