import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    projects: [
      { extends: './packages/contracts/vitest.config.ts', test: { name: 'contracts', root: './packages/contracts' } },
      {
        extends: './apps/server/vitest.config.ts',
        // Suites that need several connections to one server only run on PostgreSQL.
        test: { name: 'server', root: './apps/server', exclude: ['**/node_modules/**', '**/*.postgres.test.ts'] },
      },
      // The same server suites again on a real PostgreSQL when one is given.
      ...(onPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: { name: 'server-postgres', root: './apps/server', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: './apps/web' } },
    ],
  },
});
