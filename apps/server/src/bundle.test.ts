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
  let main: string;
  let map: TraceMap;
  let leftToNode: string[];
  beforeAll(async () => {
    outdir = await mkdtemp(path.join(os.tmpdir(), 'arrival-bundle-'));
    const metafile = (await bundleServer(outdir)) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith('main.js'))![1];
    leftToNode = output.imports.filter((imported) => imported.external).map((imported) => imported.path);
    main = await readFile(path.join(outdir, 'main.js'), 'utf8');
    map = new TraceMap(await readFile(path.join(outdir, 'main.js.map'), 'utf8'));
  }, 60_000);
  afterAll(async () => {
    await rm(outdir, { recursive: true, force: true });
  });

  it('leaves to Node only its own modules and the packages kept out on purpose', () => {
    const packages = leftToNode
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
    expect(packages.filter((name) => !(external as string[]).includes(name))).toEqual([]);
    // The plain-JavaScript dependencies are in the bundle.
    expect(packages).not.toContain('fastify');
    expect(packages).toContain('@electric-sql/pglite');
  });

  it('maps our code to its source, and no dependency code to ours', () => {
    const lines = main.split('\n');
    const positionOf = (text: string) => {
      const line = lines.findIndex((candidate) => candidate.includes(text));
      expect(line, text).toBeGreaterThanOrEqual(0);
      return originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(text) });
    };
    expect(positionOf('is using the embedded database in this DATA_DIR').source).toMatch(/apps\/server\/src\/db\/open\.ts$/);
    expect(positionOf('function fastify(').source).toBeNull();
  });
});
