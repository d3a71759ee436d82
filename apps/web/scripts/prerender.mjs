// The build's last step, after `vite build`: draws the public pages (src/app/prerender), in each language,
// into copies of dist/index.html under dist/prerendered/, which the server sends for those routes, so a first visit
// shows the page before any JavaScript has run, and the loading shell into dist/index.html itself, for
// every other route. Also bundles the pre-paint check the public pages carry, and index.html's head script
// (the theme, the shell's top bar and the signed-in screens' early requests), each inline in its page.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const prerenderDir = path.join(web, 'src/app/prerender');
/** An empty element after the drawn markup, inside #root so the app removes it with the rest. */
const END_ID = 'prerendered-end';

/** Writes a file with the .br and .gz copies the server sends as they are (as the build does for its own files). */
function writeServed(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (Buffer.byteLength(content) < 1024) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** A script of src/app/prerender/<name>.ts and what it imports, bundled and minified into one classic script. */
async function bundleClassicScript(name) {
  const result = await build({
    configFile: false,
    root: web,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(prerenderDir, `${name}.ts`), formats: ['iife'], name: name.replaceAll('-', '_') },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output[0].code;
}

/** A classic script as a file with a hashed name, cached like the other assets. */
async function scriptFile(name) {
  const code = await bundleClassicScript(name);
  const file = `assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeServed(path.join(dist, file), code);
  return `/${file}`;
}

/**
 * A head script inline in the page, with `attributes` on its tag (the script reads them): as a file it cost a
 * phone one more round trip before the page could paint or send its first calls. The server's policy allows
 * each inline script of the build by its hash (apps/server/src/plugins/web-static.ts).
 */
async function inlineHeadScript(name, attributes) {
  const code = (await bundleClassicScript(name)).trim();
  // Either would end the script, or change how the HTML parser reads it, before its real end.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${name}.ts bundles to code that cannot stand inline in HTML`);
  return `<script ${attributes.join(' ')}>${code}</script>`;
}

/** What a first visit's browser offers, seen from Node: no stored session, theme or language; online; in `language`. */
function firstVisitGlobals(language) {
  const storage = () => {
    const items = new Map();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => items.set(key, String(value)),
      removeItem: (key) => items.delete(key),
      clear: () => items.clear(),
    };
  };
  Object.assign(globalThis, { localStorage: storage(), sessionStorage: storage() });
  Object.defineProperty(globalThis, 'navigator', {
    value: { language, languages: [language], onLine: true },
    configurable: true,
  });
}

async function renderPages() {
  firstVisitGlobals('en');
  const vite = await createServer({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const names = await vite.ssrLoadModule(path.join(prerenderDir, 'prerendered-pages.ts'));
    const earlyModules = await vite.ssrLoadModule(path.join(prerenderDir, 'early-modules.ts'));
    const earlyCatalogue = await vite.ssrLoadModule(path.join(prerenderDir, 'early-catalogue.ts'));
    const { INTL_WARMUP_ATTRIBUTE } = await vite.ssrLoadModule(path.join(prerenderDir, 'warm-intl.ts'));
    const { PRERENDERED_PATHS, renderPage, renderLoadingShell } = await vite.ssrLoadModule(path.join(prerenderDir, 'render.tsx'));
    const { languages } = await vite.ssrLoadModule('@arrival/contracts/language-codes');
    // Each page in each language: the server sends the one the browser asks for (decision 016).
    const pages = [];
    for (const language of languages) {
      firstVisitGlobals(language);
      for (const route of PRERENDERED_PATHS) pages.push({ route, language, markup: await renderPage(route, language) });
    }
    firstVisitGlobals('en');
    return { names, earlyModules, earlyCatalogue, INTL_WARMUP_ATTRIBUTE, pages, loadingShell: await renderLoadingShell() };
  } finally {
    await vite.close();
  }
}

const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to draw into');
if (!index.includes('<html lang="en">')) throw new Error('dist/index.html is not marked as English');
const stylesheet = /\s*<link rel="stylesheet"[^>]*>/.exec(index);
if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
if (!entry) throw new Error('dist/index.html has no entry module');
const preloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];

// The page paints from the HTML and the stylesheet alone. The app's modules are named on the pre-paint
// script's tag, which fetches and runs them once the page has painted: fetched from the start, some forty
// of them would share the connection with the stylesheet, and run before the first paint they would hold
// it back. The stylesheet goes first for the same reason.
let shell = index;
for (const tag of [stylesheet[0], entry[0], ...preloads.map((preload) => preload[0])]) shell = shell.replace(tag, '');
const { names, earlyModules, earlyCatalogue, INTL_WARMUP_ATTRIBUTE, pages, loadingShell } = await renderPages();
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
/** Both head scripts fetch the catalogue of the visitor's language beside the app's code (src/app/prerender/early-catalogue.ts). */
const catalogues = Object.entries(earlyCatalogue.CATALOGUE_SOURCES).map(
  ([language, source]) => `${earlyCatalogue.catalogueAttribute(language)}="${moduleFiles([source])}"`,
);
const { APP_ENTRY_ATTRIBUTE, APP_MODULES_ATTRIBUTE, PRERENDERED_ATTRIBUTE } = names;
const appModules = preloads.map((preload) => preload[1]).join(' ');
const head = [
  stylesheet[0].trim(),
  // Chromium would paint the page half parsed and then move what the rest pushed down: the first paint
  // waits for the end of the drawn markup.
  `<link rel="expect" href="#${END_ID}" blocking="render" />`,
  await inlineHeadScript('prepaint', [
    `${APP_ENTRY_ATTRIBUTE}="${entry[1]}"`,
    `${APP_MODULES_ATTRIBUTE}="${appModules}"`,
    ...catalogues,
  ]),
];

for (const { route, language, markup } of pages) {
  // React writes a screen's <title> where the screen renders it; the page's own title goes in the head.
  const title = /<title>([^<]*)<\/title>/.exec(markup);
  const body = markup.replace(/<title>[^<]*<\/title>/, '');
  const html = shell
    // The pre-paint check shows the page only to a visitor whose language this is. Markup and code go in through
    // functions, so that a `$` in them is not read as a replacement pattern.
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<meta charset="UTF-8" />', () => ['<meta charset="UTF-8" />', ...head].join('\n    '))
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => title?.[0] ?? shellTitle)
    // Inert until the app replaces it: what was typed into this markup would be lost with it.
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div ${PRERENDERED_ATTRIBUTE} inert>${body}</div><span id="${END_ID}"></span></div>`,
    );
  // English pages at prerendered/<route>.html, the others at prerendered/<language>/<route>.html.
  writeServed(path.join(dist, 'prerendered', language === 'en' ? '' : language, `${route.slice(1)}.html`), html);
  console.log(`prerendered ${route} in ${language}`);
}

// A signed-in screen waits for its code and data: meanwhile the loading shell shows its top bar at once, and
// after a second a spinner below it. The head script puts the theme and the bar on before the first paint,
// so it runs where it stands, and sends the screen's first API calls before the app's module runs.
// The worker the early requests script starts, which builds Intl's data off the main thread (src/app/prerender/warm-intl.ts).
const intlWarmup = `${INTL_WARMUP_ATTRIBUTE}="${await scriptFile('intl-warmup')}"`;
/** The files of these modules and of what they import, but those index.html already loads. */
function moduleFiles(sources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no chunk for ${key}`);
    const file = `/${chunk.file}`;
    if (files.has(file) || preloads.some((preload) => preload[1] === file) || file === entry[1]) return;
    files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...files].join(' ');
}
const moduleGroups = earlyModules.EARLY_MODULE_GROUPS.map(
  (group) => `${earlyModules.moduleGroupAttribute(group.name)}="${moduleFiles(group.sources)}"`,
);
const earlyRequests = await inlineHeadScript('early-requests', [...moduleGroups, ...catalogues, intlWarmup]);
writeServed(
  path.join(dist, 'index.html'),
  index
    // Functions, so that a `$` in the code or the markup is not read as a replacement pattern.
    .replace(entry[0], () => `\n    ${earlyRequests}${entry[0]}`)
    .replace('<div id="root"></div>', () => `<div id="root">${loadingShell}</div>`),
);
console.log('drew the loading shell into index.html and added its head script');
