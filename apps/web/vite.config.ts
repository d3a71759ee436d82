import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type * as BabelTypes from '@babel/types';
import type { JSXAttribute, Node, ObjectProperty } from '@babel/types';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { classNamesIn, prunedTailwindMergeModule } from './scripts/pruned-tailwind-merge.ts';
import { entryImportsInTasks } from './scripts/entry-imports-in-tasks.ts';
import { reactRouterProductionEntries } from './scripts/react-router-production.ts';

const apiTarget = 'http://localhost:3000';
const linguiConfigPath = path.join(import.meta.dirname, 'lingui.config.ts');

/** The country fields the contracts read (`countries` in packages/contracts/src/countries.ts). */
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

/** React Router's production build in place of the development build its package exports (scripts/react-router-production.ts). */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'arrival:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return reactRouterProductionEntries[source] ?? null;
    },
  };
}

/**
 * `cn` merges class names with tailwind-merge, whose default configuration knows every Tailwind utility.
 * In the web build its import of tailwind-merge gets a merger configured with only the groups and values
 * of the app's class names (scripts/pruned-tailwind-merge.ts), which merges those names the same way.
 */
function pruneTailwindMerge(): Plugin {
  const prunedId = '\0arrival:pruned-tailwind-merge';
  const sourceDir = path.join(import.meta.dirname, 'src');
  return {
    name: 'arrival:prune-tailwind-merge',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'tailwind-merge' && importer && /src[\\/]lib[\\/]cn\.ts$/.test(importer)) return prunedId;
      return null;
    },
    load(id) {
      return id === prunedId ? prunedTailwindMergeModule(classNamesIn(sourceDir)) : null;
    },
  };
}

/** The entry chunk's imports evaluated one per task (scripts/entry-imports-in-tasks.ts, decision 023). */
function entryImportsInTasksPlugin(): Plugin {
  return {
    name: 'arrival:entry-imports-in-tasks',
    apply: 'build',
    enforce: 'post',
    // The bundler names a chunk by its content before this step: the rewrite counts in the name too, so a
    // browser holding the entry before the rewrite (cached for a year) fetches the new one.
    augmentChunkHash(chunk) {
      return chunk.isEntry ? 'entry-imports-in-tasks' : undefined;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry) return null;
      const folder = path.posix.dirname(chunk.fileName);
      const importsOf = (source: string) =>
        (chunks[path.posix.join(folder, source)]?.imports ?? []).map((file) => `./${path.posix.relative(folder, file)}`);
      return { code: entryImportsInTasks(code, (source) => this.parse(source), importsOf), map: null };
    },
  };
}

interface Path<T> {
  node: T;
  parent: Node;
  replaceWith(node: Node): void;
}

/**
 * The macros leave each message's English beside its id (`stripMessageField: false` below); this compiles
 * it at build time, as @lingui/vite-plugin compiles the catalogues, so the browser needs no message
 * compiler. Runs after the macro plugin, on what it wrote: `{ id, message }` objects and
 * `<Trans id message>`. Dev and tests keep Lingui's runtime compiler, which is the same function.
 */
function precompileMessages({ types: t }: { types: typeof BabelTypes }) {
  const hasId = (properties: Node[]) => properties.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }));
  return {
    name: 'arrival:precompile-messages',
    visitor: {
      ObjectProperty(path: Path<ObjectProperty>) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        if (!t.isObjectExpression(path.parent) || !hasId(path.parent.properties)) return;
        path.replaceWith(t.objectProperty(key, t.valueToNode(compileMessage(value.value))));
      },
      JSXAttribute(path: Path<JSXAttribute>) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parent;
        const withId =
          t.isJSXOpeningElement(element) &&
          element.attributes.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }));
        if (!withId) return;
        path.replaceWith(t.jsxAttribute(name, t.jsxExpressionContainer(t.valueToNode(compileMessage(value.value)))));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    // Lingui's macros (`<Trans>`, `t`) become catalogue lookups before React's transform sees the JSX. Each
    // keeps its English beside the id, so English needs no catalogue and a screen's texts load with it.
    babel({
      plugins: [
        [
          '@lingui/babel-plugin-lingui-macro',
          { linguiConfig: getConfig({ configPath: linguiConfigPath }), stripMessageField: false },
        ],
        precompileMessages,
      ],
    }),
    react(),
    // A message without its Malayalam fails the build rather than showing English to a Malayalam reader.
    lingui({ configPath: linguiConfigPath, failOnMissing: true }),
    tailwindcss(),
    trimCountryCodes(),
    reactRouterProductionBuild(),
    pruneTailwindMerge(),
    entryImportsInTasksPlugin(),
    // One service worker, src/sw.ts, served as /sw.js (the URL push subscriptions were made with): it
    // precaches this build so the app opens offline at the arrivals hall. The app registers it itself,
    // after load (src/features/offline/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'product-fallback.svg', 'icons/apple-touch-icon.png'],
      // public/manifest.webmanifest, which the app links once its first screen is drawn
      // (features/offline/register-service-worker.ts): linked from the HTML, it and its icon were fetched
      // beside the first screen's own files.
      manifest: false,
      injectManifest: {
        // The compressed copies are the same files; Vite's own manifest is for the bench only.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz', '.vite/**'],
      },
    }),
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
    // No script to emulate modulepreload: a browser without it (Safari before 17) still loads every module
    // through its imports, only later.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json maps each entry and route chunk to its imports, so the bench can size what a page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change far less often than our code, so browsers keep them cached across releases.
          // Library parts that the login screen shares with signed-in screens come along (TanStack Query's
          // mutation hook, the checkout's shield icon), in a chunk every screen loads, rather than making the
          // login screen's chunk theirs too (src/app/shared-parts.ts does this for our own parts).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/](useMutation|mutationObserver|shield-check)\.m?js$/,
            },
            // zod and the line that configures it travel together, so the setting is in place before any
            // schema of another chunk is built (see src/lib/zod-config.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
            // The contracts' schemas, built as their modules are evaluated: a chunk of their own, so the entry
            // evaluates them in a task of their own before the app chunk (decision 023).
            { name: 'contracts', tags: ['$initial'], test: /packages[\\/]contracts[\\/]/ },
            // Few, larger files (decision 017): a phone on a slow network pays a round trip per wave of six
            // requests, and the default split sent some 90 small files for a signed-in screen.
            // Everything the entry imports statically (the shell, providers, the router table), beside
            // the entry itself, which must stay the HTML's own chunk.
            { name: 'app', tags: ['$initial'], test: (id: string) => !/(index\.html|src[\\/]main\.tsx)$/.test(id) },
            // The footer, which the public pages and the signed-in screens both draw, and an icon both show: a
            // small file of their own, so that neither the login screen nor a signed-in screen loads About.
            { name: 'footer', test: /site-footer\.tsx$|lucide-react[\\/].*[\\/]shopping-bag\.mjs$/ },
            // The login screen with what it imports that the app's chunk has not: its one file. The legal texts
            // stay in their own chunk, which the login screen opens only with the terms dialog.
            { name: 'public', test: /src[\\/]app[\\/]routes[\\/]login\.tsx$/ },
            // The public pages' layout and About: before the traveller group, so About's icons stay out of the
            // traveller's chunk.
            { name: 'pages', test: /src[\\/]app[\\/](layouts[\\/]public-layout|routes[\\/]static[\\/]about)\.tsx$/ },
            // The signed-in layout, its guards and the category screen a traveller lands on, as
            // src/app/signed-in-modules.ts lists them, with what they import. Other screens keep their own
            // chunks and import the shared parts from these.
            { name: 'traveller', test: /src[\\/]app[\\/]signed-in-modules\.ts$/ },
            // The product screen with what it imports that the traveller's chunk has not (the details, the
            // gallery, the quantity stepper, the wishlist's heart): fetched beside the traveller's chunk where a
            // shared link lands, and after the first screen everywhere else.
            { name: 'product-screen', test: /src[\\/]app[\\/]routes[\\/]user[\\/]shopping[\\/]product\.tsx$/ },
          ],
        },
      },
    },
  },
});
