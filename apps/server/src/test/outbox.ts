import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../providers/messaging/console.ts';

/** The messages the console outbox wrote to DATA_DIR, oldest first. */
export const readOutbox = (dataDir: string): OutboxEntry[] =>
  readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as OutboxEntry);
