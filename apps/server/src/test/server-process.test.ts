import { readdirSync } from 'node:fs';
import { afterEach, expect, it, vi } from 'vitest';
import { startServerProcess } from './server-process.ts';
import { tempDirForTest } from './temp-dir.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('removes the data folder of a server that ends before it starts', async () => {
  // The helper makes its folder in the temporary directory: one of this test's own, which nothing else writes to.
  const tmp = tempDirForTest('arrival-process-test-');
  vi.stubEnv('TMPDIR', tmp);
  // A port that is not a number fails the configuration, and the process exits at once.
  await expect(startServerProcess({ PORT: 'not-a-port' })).rejects.toThrow(/exited before it started/);
  expect(readdirSync(tmp)).toEqual([]);
});
