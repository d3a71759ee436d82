import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config.ts';

interface OutboxEntry {
  to: string;
  code: string | null;
  text: string;
  at: string;
  /** The language the message went out in (en or ml). */
  language?: string;
}

/** What the shop whose data folder is `dataDir` (the shared shop unless named) has sent. */
export function readOutbox(dataDir = e2eDataDir): OutboxEntry[] {
  const file = path.join(dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

/** The newest login code sent to the phone after `since` (ISO time), waiting for it to arrive. */
export async function codeFor(phone: string, since = new Date(0).toISOString(), dataDir = e2eDataDir): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      code =
        readOutbox(dataDir)
          .filter((m) => m.to === phone && m.code && m.at >= since)
          .at(-1)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Messages (not codes) sent to the phone, oldest first. */
export const noticesFor = (phone: string) => readOutbox().filter((m) => m.to === phone && !m.code);
