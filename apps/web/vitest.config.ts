import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Found from any working directory: the tests run from the repository root. */
const linguiConfigPath = path.join(import.meta.dirname, 'lingui.config.ts');

export default defineConfig({
  // The same Lingui macros and catalogues as the build (vite.config.ts).
  plugins: [
    babel({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig({ configPath: linguiConfigPath }) }]] }),
    lingui({ configPath: linguiConfigPath }),
  ],
  test: {
    environment: 'jsdom',
    // The files of a worker share one document and their modules (decision 025): the setup file resets
    // what a test leaves in them. The include list is the projects' own (vitest.config.ts at the root).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Whole screens render in jsdom; on a busy two-core machine one journey can take several seconds.
    testTimeout: 20_000,
  },
});
