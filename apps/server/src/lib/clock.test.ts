import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDirForTest } from '../test/temp-dir.ts';
import { fileOffsetClock } from './clock.ts';

describe('fileOffsetClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the minutes in the file, follows changes, and runs on real time without a readable number', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T06:00:00Z'), toFake: ['Date'] });
    const file = path.join(tempDirForTest('arrival-clock-'), 'offset');
    const clock = fileOffsetClock(file);
    expect(clock.now().toISOString()).toBe('2026-11-23T06:00:00.000Z');

    writeFileSync(file, '1450\n');
    // Read again only after 200 ms, so a busy server does not read the file on every call.
    expect(clock.now().toISOString()).toBe('2026-11-23T06:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-23T06:00:00.200Z'));
    expect(clock.now().toISOString()).toBe('2026-11-24T06:10:00.200Z');

    writeFileSync(file, 'soon');
    vi.setSystemTime(new Date('2026-11-23T06:00:01Z'));
    expect(clock.now().toISOString()).toBe('2026-11-23T06:00:01.000Z');

    writeFileSync(file, '-90.7');
    vi.setSystemTime(new Date('2026-11-23T06:00:02Z'));
    expect(clock.now().toISOString()).toBe('2026-11-23T04:30:02.000Z');
  });
});
