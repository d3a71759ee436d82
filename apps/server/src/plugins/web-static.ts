import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languages, type Language } from '@arrival/contracts/language-codes';
import type { ZodApp } from '../http/types.ts';
import { languageFromHeader } from '../i18n/index.ts';
import { documentSecurityPolicy } from './security-headers.ts';

/** Hashed build output: a changed file gets a new name, so browsers may keep these for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Fixed names (index.html, sw.js, favicon): always revalidated, so a release shows up at once. */
export const REVALIDATE = 'no-cache';

const ASSETS_PREFIX = '/assets/';
/** The web app's login screen, where its root sends every visitor. */
const LOGIN_ROUTE = '/login';
/** Where the web build writes the public pages it draws in advance, one `<route>.html` each. */
const PRERENDERED_DIR = 'prerendered';

/** A file of the build by its path inside the dist folder, with `/` between folders; a compressed copy names its file. */
const logicalPath = (relativePath: string) =>
  relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');

/** The cache policy for a file of the build, by its path inside the dist folder (compressed copies count as the file). */
export function cacheControlFor(relativePath: string) {
  return `/${logicalPath(relativePath)}`.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** The code of each inline script in a page of the build (a script with a `src` is a file's, not inline). */
export const inlineScriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, code]) => !/\bsrc\s*=/.test(attributes!) && code)
    .map(([, , code]) => code!);

/**
 * The CSP source (`'sha256-…'`) of each inline script in the build's pages: the head scripts the build puts
 * in them, which must run before the first paint and would cost a phone a round trip as files of their own.
 */
function inlineScriptSources(root: string, files: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const code of inlineScriptsOf(readFileSync(path.join(root, file), 'utf8'))) {
      sources.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...sources];
}

const notFound = (reply: FastifyReply, method: string, pathname: string) =>
  reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${method} ${pathname}` } });

/**
 * The prerendered pages among the build's files, by the route each one is for and the language it is drawn
 * in: `/login` → prerendered/login.html in English, prerendered/ml/login.html in Malayalam.
 */
function prerenderedPages(files: readonly string[]): ReadonlyMap<string, ReadonlyMap<Language, string>> {
  const pages = new Map<string, Map<Language, string>>();
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const folder = path.posix.dirname(file);
    const language = folder === PRERENDERED_DIR ? 'en' : languages.find((code) => folder === `${PRERENDERED_DIR}/${code}`);
    if (!language) continue;
    const route = `/${path.posix.basename(file, '.html')}`;
    pages.set(route, (pages.get(route) ?? new Map<Language, string>()).set(language, file));
  }
  return pages;
}

/**
 * Every file of the build by its path in the URL, dot-folders (Vite's manifest) left out: a synchronous
 * walk of a few hundred entries. @fastify/static's own listing (its `wildcard: false`) walks the folder
 * asynchronously, one file-system call at a time, and kept every start waiting for about a quarter of a
 * second.
 */
function buildFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/**
 * Serves the built web app from `webDist` (when it has an index.html) and answers every other
 * unknown path: client routes get index.html (or the page the build prerendered for them), API and
 * upload paths a JSON 404.
 *
 * The build writes .br and .gz copies beside each file; they are sent as they are when the
 * request accepts them, so no response is compressed per request. Registered outside /api, so
 * page loads never count against the API rate limit.
 */
export async function registerWebStatic(app: ZodApp, webDist: string) {
  const root = path.resolve(webDist);
  const serveWeb = existsSync(path.join(root, 'index.html'));
  const files = serveWeb ? buildFiles(root) : [];
  const prerendered = prerenderedPages(files);
  const pagePolicy = documentSecurityPolicy(inlineScriptSources(root, files));
  // Each file of the build by its path in the URL; the compressed copies are sent for their file's path.
  const urls = new Map(files.map((file) => [`/${file}`, file]));
  if (serveWeb) urls.set('/', 'index.html');

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split('?')[0]!;
    // The web app's root only sends the visitor on to the login screen (its router does, and it screens a
    // signed-in visitor from there). Sent there at once, a first visit gets the login screen drawn in
    // advance, not the loading shell and the whole app before it.
    if (pathname === '/' && prerendered.has(LOGIN_ROUTE) && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.redirect(`${LOGIN_ROUTE}${url.slice(pathname.length)}`, 302);
    }
    const file = request.method === 'GET' || request.method === 'HEAD' ? urls.get(pathname) : undefined;
    if (file) return reply.sendFile(file);
    const isPage =
      request.method === 'GET' &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      // A missing hashed file (an old page asking for a chunk of the last release) must fail as a
      // 404, not load index.html as JavaScript.
      !url.startsWith(ASSETS_PREFIX);
    if (serveWeb && isPage) {
      // Client-side routes: the web app decides what to show, drawn in advance for the public pages in the
      // language the browser asks for (the page's own check hides it from a visitor who chose another).
      const page = prerendered.get(pathname);
      if (!page) return reply.type('text/html').sendFile('index.html', root);
      reply.header('vary', 'Accept-Language');
      const file = page.get(languageFromHeader(request.headers['accept-language'])) ?? page.get('en') ?? 'index.html';
      return reply.type('text/html').sendFile(file, root);
    }
    return notFound(reply, request.method, pathname);
  };

  if (serveWeb) {
    // The plugin sends the files (its `sendFile`); which path is a file is known from the list above, so
    // no request looks at the disk to find out.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      // Our own cache-control below; the default "public, max-age=0" would mark hashed assets stale.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const file = path.relative(root, filePath);
        reply.header('cache-control', cacheControlFor(file));
        if (logicalPath(file).endsWith('.html')) reply.header('content-security-policy', pagePolicy);
      },
    });
    // One route for every path the API and the uploads leave, rather than one per file of the build:
    // registering those few hundred routes took about 90 ms of every start on a slow machine.
    app.get('/*', { schema: { hide: true } }, serve);
  }
  app.setNotFoundHandler(serve);
}
