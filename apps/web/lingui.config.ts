import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** English is written in the code (the SPEC's words); Malayalam lives in src/locales/ml.po. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ml'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**'] }],
  format: formatter({ lineNumbers: false }),
});
