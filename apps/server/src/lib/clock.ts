import { readFileSync } from 'node:fs';

/** Time source passed to services, so tests can move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock moved on by the whole minutes written in `file` (none when it is missing or
 * unreadable), read again at most every 200 ms. It lets a rehearsal jump to an arrival day while
 * the server keeps running.
 */
export function fileOffsetClock(file: string): Clock {
  let offsetMs = 0;
  let readAt = -Infinity;
  return {
    now() {
      const real = Date.now();
      if (real - readAt >= 200) {
        readAt = real;
        try {
          const minutes = Number(readFileSync(file, 'utf8').trim());
          offsetMs = Number.isFinite(minutes) ? Math.trunc(minutes) * 60_000 : 0;
        } catch {
          offsetMs = 0;
        }
      }
      return new Date(real + offsetMs);
    },
  };
}

export function createManualClock(start = new Date()): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}
