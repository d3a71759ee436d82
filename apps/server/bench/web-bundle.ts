/**
 * How much JavaScript a page of the built web app loads, read from Vite's manifest
 * (`apps/web/dist/.vite/manifest.json`, written because the web build sets `build.manifest`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineScriptsOf } from '../src/plugins/web-static.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageJavaScript {
  /** Bytes a gzip-only client receives: the .gz copy beside a file, or the file itself when the build wrote none (under 1 KB). */
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
}

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The screen behind /login, as the router's lazy import names it. */
export const LOGIN_ROUTE_MODULE = 'src/app/routes/login.tsx';
/** The page the server sends for /login: the login screen drawn in advance, in English. */
export const LOGIN_PAGE = 'prerendered/login.html';

/** The gzip size of each inline script of a page of the build (its head script), as if it were a file of its own. */
function inlineScripts(webDist: string, page: string) {
  return inlineScriptsOf(readFileSync(path.join(webDist, page), 'utf8')).map((code, index) => ({
    file: `${page} inline script ${index + 1}`,
    gzipBytes: gzipSync(code, { level: 9 }).length,
  }));
}

/**
 * The entry chunk (index.html's script and modulepreload tags) and a route's lazy chunk, each with
 * everything it imports statically, and the inline scripts of the page the server sends for the route
 * (`page`, inside the build). Chunks the screen imports lazily (other routes, dialogs opened later) are
 * left out: the page does not wait for them.
 */
export function pageJavaScript(webDist: string, routeModule: string, page: string): PageJavaScript {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build -w @arrival/web`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  if (!manifest[routeModule]) throw new Error(`The manifest has no chunk for ${routeModule}`);

  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(routeModule);

  const files = [...new Set([...keys].map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const full = path.join(webDist, file);
      const gzipBytes = statSync(existsSync(`${full}.gz`) ? `${full}.gz` : full).size;
      return { file, gzipBytes };
    })
    .concat(inlineScripts(webDist, page))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}

export const LOGIN_JS_TARGET_KB = 150;

/** The bench line for the login screen's JavaScript, read from the build in WEB_DIST_DIR or apps/web/dist. */
export function loginJavaScriptFigure(webDist = process.env.WEB_DIST_DIR ?? defaultWebDist) {
  const name = 'JavaScript for /login, gzip';
  const target = `(≤ ${LOGIN_JS_TARGET_KB} KB)`;
  try {
    const { gzipBytes, files } = pageJavaScript(webDist, LOGIN_ROUTE_MODULE, LOGIN_PAGE);
    const kb = gzipBytes / 1024;
    const ok = kb <= LOGIN_JS_TARGET_KB;
    return { ok, kb, line: `${ok ? 'ok  ' : 'MISS'} ${name.padEnd(30)} ${kb.toFixed(1)} KB in ${files.length} files  ${target}` };
  } catch (error) {
    // No build counts as a miss: the figure cannot be shown, so it is not met.
    return { ok: false, kb: Number.NaN, line: `MISS ${name.padEnd(30)} ${(error as Error).message}  ${target}` };
  }
}
