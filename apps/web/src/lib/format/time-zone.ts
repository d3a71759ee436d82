/**
 * All four pickup airports are in Kerala, so arrivals are entered and shown in IST. A module of its own,
 * so formatting a time does not load the date arithmetic of airport-time.ts.
 */
export const AIRPORT_TIME_ZONE = 'Asia/Kolkata';
