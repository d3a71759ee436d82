import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // The files of a worker share their modules, as the processes the shop runs in do: each file builds
    // its own app on its own database, and loading the server's modules afresh for each one took about
    // 40 % of the suite's time (decision 025).
    isolate: false,
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
