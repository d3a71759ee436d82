import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/** A new folder in the system's temporary one, removed when the test that asked for it ends. */
export function tempDirForTest(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
