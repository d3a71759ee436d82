import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = 'http://localhost:3000';

/** The country fields the contracts read (`countries` in packages/contracts/src/phone.ts). */
const COUNTRY_FIELDS = ['countryCode', 'countryNameEn', 'countryCallingCode', 'flag'] as const;

/**
 * country-codes-list ships some 20 fields per country (currencies, languages, tax ids), about 20 KB of
 * gzip on the login screen, where only the phone field's four are read. The build keeps those four,
 * taken from the installed package so the data cannot drift. Read another field? Add it above.
 */
function trimCountryCodes(): Plugin {
  const dataFile = /country-codes-list[\\/]dist[\\/]countriesData\.js$/;
  return {
    name: 'arrival:trim-country-codes',
    apply: 'build',
    transform: {
      filter: { id: dataFile },
      handler(_code, id) {
        const { default: all } = createRequire(import.meta.url)(id) as { default: Record<string, unknown>[] };
        const trimmed = all.map((country) => Object.fromEntries(COUNTRY_FIELDS.map((field) => [field, country[field]])));
        return {
          code: `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${JSON.stringify(trimmed)};\n`,
          map: null,
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    trimCountryCodes(),
    // Brotli and gzip copies beside each file, served as they are (no compression work per request).
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], threshold: 1024 }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each entry and route chunk to its imports, so the bench can size what a page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change far less often than our code, so browsers keep them cached across releases.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // zod and the line that configures it travel together, so the setting is in place before any
            // schema of another chunk is built (see src/lib/zod-config.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
});
