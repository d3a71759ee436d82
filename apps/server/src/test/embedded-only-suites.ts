/**
 * Server suites that never open the database `TEST_DB` chooses: they test the embedded database itself,
 * or open it directly (the demo and the factories seed a PGlite of their own), or open none. The suites'
 * second run on PostgreSQL leaves them out, as it would only run them again (paths from `apps/server`).
 */
export const EMBEDDED_ONLY_SUITES = [
  'src/db/pglite-in-worker.test.ts',
  'src/db/open.test.ts',
  'src/db/open-pglite.test.ts',
  'src/seed/demo.test.ts',
  'src/seed/factories.test.ts',
  'src/bundle.test.ts',
  'bench/paced-load.test.ts',
];
