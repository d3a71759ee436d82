import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ONLY_SUITES } from './embedded-only-suites.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

describe('the suites left out of the run on PostgreSQL', () => {
  it.each(EMBEDDED_ONLY_SUITES)('%s opens no database the run chooses', (suite) => {
    const source = readFileSync(path.join(serverDir, suite), 'utf8');
    // The ways a suite reaches the database TEST_DB picks: the test database, an app or a server process on it.
    for (const helper of [
      'createTestDatabase',
      'createScratchDatabase',
      'buildTestApp',
      'buildRazorpayTestApp',
      'startServerProcess',
      'TEST_DB',
    ]) {
      expect(source, `${suite} uses ${helper}`).not.toContain(helper);
    }
  });
});
