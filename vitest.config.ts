import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { EMBEDDED_ONLY_SUITES } from './apps/server/src/test/embedded-only-suites.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const onRedis = Boolean(process.env.TEST_REDIS_URL);
const WEB_PRERENDER_TEST = 'src/app/prerender/render.test.tsx';

export default defineConfig({
  test: {
    // Every core, where vitest's default leaves one free: on a two-core machine that default is a single
    // worker, while the server suites spend much of their time waiting on PostgreSQL, Redis and timers.
    maxWorkers: os.availableParallelism(),
    projects: [
      { extends: './packages/contracts/vitest.config.ts', test: { name: 'contracts', root: './packages/contracts' } },
      {
        extends: './apps/server/vitest.config.ts',
        // Suites that need several connections to one server only run on PostgreSQL.
        test: {
          name: 'server',
          root: './apps/server',
          exclude: ['**/node_modules/**', '**/*.postgres.test.ts', '**/*.redis.test.ts'],
        },
      },
      // The same server suites again on a real PostgreSQL when one is given.
      ...(onPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: {
                name: 'server-postgres',
                root: './apps/server',
                exclude: ['**/node_modules/**', '**/*.redis.test.ts', ...EMBEDDED_ONLY_SUITES],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      // Rate limits shared through Redis, when one is given.
      ...(onRedis
        ? [
            {
              // Not extended from the server config: an extended include list would add to its own.
              test: {
                name: 'server-redis',
                root: './apps/server',
                environment: 'node',
                isolate: false,
                include: ['src/**/*.redis.test.ts'],
                setupFiles: ['./src/test/setup.ts'],
                testTimeout: 30_000,
                // As in the server config: two apps on fresh databases take a while on a busy machine.
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], exclude: [WEB_PRERENDER_TEST] },
      },
      // React's server renderer marks each context it draws as its own for good (in development builds),
      // and the client renderer then warns on the same context: the prerender's test keeps its modules.
      {
        extends: './apps/web/vitest.config.ts',
        test: { name: 'web-prerender', root: './apps/web', include: [WEB_PRERENDER_TEST], isolate: true },
      },
    ],
  },
});
