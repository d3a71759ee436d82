import { AIRPORT_TIME_ZONE } from './airport-time';

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: AIRPORT_TIME_ZONE,
});

/**
 * The one short date-time wording for the app: "Tue 24 Nov, 09:15 IST". Always in the airports' zone,
 * whatever the device's, because pickups happen in Kerala.
 */
export function formatDateTimeIst(instant: Date | string | number) {
  const parts = Object.fromEntries(dayAndTime.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute} IST`;
}

/** A span of seconds in words for hints: "5 minutes", "1 minute", "45 seconds". */
export function formatDuration(seconds: number) {
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
