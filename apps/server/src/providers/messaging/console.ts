import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MessagingProvider } from './messaging.ts';
import { maskPhoneNumbers } from '../../plugins/log-redaction.ts';
import type { Language } from '@arrival/contracts/language';
import { t } from '../../i18n/index.ts';

export interface OutboxEntry {
  to: string;
  code: string | null;
  text: string;
  at: string;
  language: Language;
}

/**
 * Development and test delivery: prints each message and appends it to DATA_DIR/outbox.jsonl,
 * where tests and a person trying the shop read the codes.
 */
export function createConsoleMessaging(dataDir: string, log: (line: string) => void = console.log): MessagingProvider {
  const file = path.join(dataDir, 'outbox.jsonl');
  async function write(entry: OutboxEntry) {
    const line = `${JSON.stringify(entry)}\n`;
    // The folder is made when a message finds it missing, not before every message.
    await appendFile(file, line).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, line);
    });
    log(`[outbox] to +${maskPhoneNumbers(entry.to)}: ${entry.text}`);
  }
  return {
    sendOtp: ({ to, code, ttlSeconds, language = 'en' }) =>
      write({
        to,
        code,
        text: t(language, 'otp.message', { code, minutes: Math.round(ttlSeconds / 60) }),
        at: new Date().toISOString(),
        language,
      }),
    sendNotice: ({ to, text, language = 'en' }) => write({ to, code: null, text, at: new Date().toISOString(), language }),
  };
}
