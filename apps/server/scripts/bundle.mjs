// The server's bundle: our code, the contracts package and the npm dependencies that are plain
// JavaScript in one file per entry, so Node reads one file at start instead of resolving and loading
// about a thousand.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Left to Node, each for a reason of its own; everything else the server imports is bundled. */
export const external = [
  // Loads its WebAssembly and file-system image from beside its own module.
  '@electric-sql/pglite',
  // Native code.
  'sharp',
  // Serves its page's files from its own folder; the generator travels with it.
  '@fastify/swagger-ui',
  '@fastify/swagger',
  // Starts its transports as worker threads from files of its own package.
  'pino',
  // Loaded only when Redis or web push is configured (db/redis.ts, providers/push/web-push.ts).
  'ioredis',
  'web-push',
  // An optional native driver that pg asks for only when told to.
  'pg-native',
];

/**
 * The source map keeps our code's mappings only. `--enable-source-maps` (npm start) parses the whole map
 * at start; with the dependencies' mappings it is ten times the size and the idle process some 70 MB larger.
 * A frame in a dependency is shown at its place in the bundle, never in our code.
 */
export function keepOwnMappings(map) {
  let kept = 0;
  const newIndex = map.sources.map((source) => (source.includes('node_modules/') ? undefined : kept++));
  const names = new Map();
  const nameIndex = (name) => names.get(name) ?? names.set(name, names.size).get(name);
  const lines = decode(map.mappings).map((segments) => {
    const out = [];
    for (const [column, source, line, sourceColumn, name] of segments) {
      const index = source === undefined ? undefined : newIndex[source];
      // One unmapped position starts each run of dependency code on a line: Node maps a position to the
      // nearest one before it, so the run must not read as the end of our code before it.
      if (index === undefined) {
        if (out.length === 0 || out.at(-1).length > 1) out.push([column]);
      } else {
        out.push(
          name === undefined
            ? [column, index, line, sourceColumn]
            : [column, index, line, sourceColumn, nameIndex(map.names[name])],
        );
      }
    }
    return out;
  });
  map.mappings = encode(lines);
  map.names = [...names.keys()];
  map.sources = map.sources.filter((_, index) => newIndex[index] !== undefined);
  map.sourcesContent = map.sourcesContent?.filter((_, index) => newIndex[index] !== undefined);
  return map;
}

/**
 * Writes main.js and cli.js, the chunks they share or load later, and their source maps into outdir; returns
 * esbuild's account of what went in. Chunks sit beside the entries, so `import.meta.url` resolves the same
 * in all of them (src/paths.ts).
 */
export async function bundleServer(outdir) {
  const { metafile } = await build({
    entryPoints: { main: path.join(root, 'src/main.ts'), cli: path.join(root, 'src/cli.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // main.ts loads the server's code with import(), so that it is compiled while the database opens.
    splitting: true,
    target: 'node20',
    external,
    // The bundled CommonJS packages call require() for Node's modules and the external packages.
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    // Whitespace and syntax only: Node compiles the whole file at every start (4.8 MB before, 3.2 MB after,
    // about 0.15 s and 25 MB of a restart on a slow machine), while names stay readable in stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  for (const output of Object.keys(metafile.outputs).filter((file) => file.endsWith('.js.map'))) {
    const mapFile = path.resolve(output);
    writeFileSync(mapFile, JSON.stringify(keepOwnMappings(JSON.parse(readFileSync(mapFile, 'utf8')))));
  }
  // The embedded database's thread, plain JavaScript that imports only PGlite: beside main.js as beside client.ts.
  copyFileSync(path.join(root, 'src/db/pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
  return metafile;
}
