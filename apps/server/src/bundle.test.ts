import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, external, keepOwnMappings } from '../scripts/bundle.mjs';

interface SourceMap {
  version: number;
  sources: string[];
  sourcesContent?: string[];
  names: string[];
  mappings: string;
}

describe('keepOwnMappings', () => {
  it("keeps our code's positions, and marks where each run of dependency code starts as unmapped", () => {
    const map: SourceMap = {
      version: 3,
      sources: ['../node_modules/dep/index.js', '../src/app.ts'],
      sourcesContent: ['dependency', 'ours'],
      names: ['depName', 'ownName'],
      mappings: encode([
        [
          [0, 0, 0, 0, 0],
          [4, 0, 0, 4],
          [8, 1, 3, 2, 1],
          [12, 0, 1, 0],
          [16, 0, 1, 4],
        ],
        [
          [0, 0, 2, 0],
          [6, 0, 2, 6],
        ],
        [[2, 1, 5, 0]],
      ]),
    };
    const kept = keepOwnMappings(map) as SourceMap;
    expect(kept.sources).toEqual(['../src/app.ts']);
    expect(kept.sourcesContent).toEqual(['ours']);
    expect(kept.names).toEqual(['ownName']);
    expect(decode(kept.mappings)).toEqual([[[0], [8, 0, 3, 2, 0], [12]], [[0]], [[2, 0, 5, 0]]]);
  });
});

describe('the server bundle', () => {
  let outdir: string;
  /** Each output file's account, by its path from outdir. */
  let outputs: Map<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
  let leftToNode: string[];
  beforeAll(async () => {
    outdir = await mkdtemp(path.join(os.tmpdir(), 'arrival-bundle-'));
    const metafile = (await bundleServer(outdir)) as {
      outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
    };
    outputs = new Map(
      Object.entries(metafile.outputs)
        .filter(([file]) => file.endsWith('.js'))
        .map(([file, output]) => [path.relative(outdir, path.resolve(file)), output]),
    );
    leftToNode = [...outputs.values()].flatMap((output) =>
      output.imports.filter((imported) => imported.external).map((imported) => imported.path),
    );
  }, 60_000);
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  /** The output file holding `text`, and the source position its map gives for it. */
  async function sourceOf(text: string) {
    for (const file of outputs.keys()) {
      const lines = (await readFile(path.join(outdir, file), 'utf8')).split('\n');
      const line = lines.findIndex((candidate) => candidate.includes(text));
      if (line < 0) continue;
      const map = new TraceMap(await readFile(path.join(outdir, `${file}.map`), 'utf8'));
      return { file, source: originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(text) }).source };
    }
    throw new Error(`no output holds ${text}`);
  }

  /** The files Node loads before main.js runs: it and what it imports statically, directly or not. */
  function loadedWithMain() {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of outputs.get(file)?.imports ?? []) {
        if (!imported.external && imported.kind === 'import-statement') visit(path.relative(outdir, path.resolve(imported.path)));
      }
    };
    visit('main.js');
    return loaded;
  }

  it('leaves to Node only its own modules and the packages kept out on purpose', () => {
    const packages = leftToNode
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
    expect(packages.filter((name) => !(external as string[]).includes(name))).toEqual([]);
    // The plain-JavaScript dependencies are in the bundle.
    expect(packages).not.toContain('fastify');
    expect(packages).toContain('@electric-sql/pglite');
  });

  it('maps our code to its source, and no dependency code to ours', async () => {
    expect((await sourceOf('is using the embedded database in this DATA_DIR')).source).toMatch(
      /apps\/server\/src\/db\/open\.ts$/,
    );
    expect((await sourceOf('function fastify(')).source).toBeNull();
  });

  it("starts with the database's opening only: the server's code is a chunk main.js loads later", async () => {
    const loaded = loadedWithMain();
    expect(loaded).toContain((await sourceOf('is using the embedded database in this DATA_DIR')).file);
    expect(loaded).not.toContain((await sourceOf('function fastify(')).file);
    expect(loaded).not.toContain((await sourceOf('Arrival Shop is running at')).file);
  });
});
