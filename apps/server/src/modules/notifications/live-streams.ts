import type { ServerResponse } from 'node:http';
import { AppError } from '../../lib/app-error.ts';
import { msg } from '../../i18n/index.ts';

export const streamLimits = { perUser: 5, total: 500 };

interface LiveStream {
  userId: number;
  sessionId: string;
  end(): void;
}

/**
 * Every open event stream of this instance, so each can be ended when its session is revoked, when
 * the feed had a gap, or when the server shuts down, and so no caller can hold unbounded connections.
 */
export function createStreamRegistry() {
  const streams = new Set<LiveStream>();
  return {
    /** Refuses a stream over the caps (429); returns a function that forgets it. */
    admit(stream: LiveStream) {
      const ofUser = [...streams].filter((s) => s.userId === stream.userId).length;
      if (ofUser >= streamLimits.perUser || streams.size >= streamLimits.total) {
        throw new AppError('RATE_LIMITED', msg('error.tooManyStreams'), {
          retryAfterSeconds: 30,
        });
      }
      streams.add(stream);
      return () => streams.delete(stream);
    },
    endSession(sessionId: string) {
      for (const stream of [...streams]) if (stream.sessionId === sessionId) stream.end();
    },
    endAll() {
      for (const stream of [...streams]) stream.end();
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;

/** Writes one event unless the client is not reading: a stream that cannot keep up is ended. */
export function writeEvent(out: ServerResponse, chunk: string, end: () => void) {
  if (out.writableNeedDrain) {
    end();
    return;
  }
  out.write(chunk);
}
