import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole screens render in jsdom; on a busy two-core machine one journey can take several seconds.
    testTimeout: 20_000,
  },
});
