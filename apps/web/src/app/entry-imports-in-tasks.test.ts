import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseAst } from 'rolldown/parseAst';
import { afterEach, describe, expect, it } from 'vitest';
import { entryImportsInTasks } from '../../scripts/entry-imports-in-tasks';

/** A built entry as the bundler writes it: the runtime, then the chunks it needs, then its own code. */
const ENTRY = [
  'import{r as e}from"./runtime.js";',
  'import"./zod.js";',
  'import{t,x as n}from"./react.js";',
  'import start,{O as i}from"./app.js";',
  'log.push(`entry ${e} ${t} ${n} ${start} ${i}`);',
].join('');

const CHUNKS: Record<string, string> = {
  'runtime.js': 'export const r = "runtime";',
  // Each chunk notes its evaluation, and a task it queues then: a chunk evaluated in a later task comes after it.
  'zod.js': 'log.push("zod"); setTimeout(() => log.push("task after zod"), 0);',
  'react.js':
    'log.push("react"); setTimeout(() => log.push("task after react"), 0); export const t = "jsx"; export const x = "React";',
  'app.js':
    'import "./contracts.js"; log.push("app"); setTimeout(() => log.push("task after app"), 0); export default "app"; export const O = "options";',
  'contracts.js': 'import "./zod.js"; log.push("contracts"); setTimeout(() => log.push("task after contracts"), 0);',
};

/** Each chunk's own imports, as the bundler's chunk graph gives them. */
const importsOf = (source: string) => ({ './app.js': ['./contracts.js'], './contracts.js': ['./zod.js'] })[source] ?? [];

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the entry chunk's imports", () => {
  it('become awaited imports in order, each after a pause, binding the same names', () => {
    const rewritten = entryImportsInTasks(ENTRY, (code) => parseAst(code), importsOf);
    expect(rewritten.startsWith('import{r as e}from"./runtime.js";')).toBe(true);
    expect(rewritten).toContain('await import("./zod.js");');
    expect(rewritten).toContain('const { "t": t, "x": n } = await import("./react.js");');
    expect(rewritten).toContain('const { default: start, "O": i } = await import("./app.js");');
    expect(rewritten).toContain('await import("./contracts.js");');
    expect(rewritten.match(/setTimeout\(resolve, 0\)/g)).toHaveLength(5);
    expect(rewritten.indexOf('./zod.js')).toBeLessThan(rewritten.indexOf('./react.js'));
    expect(rewritten.indexOf('./react.js')).toBeLessThan(rewritten.indexOf('./contracts.js'));
    expect(rewritten.indexOf('./contracts.js')).toBeLessThan(rewritten.indexOf('./app.js'));
    // zod, imported by the entry before, is not imported a second time for the contracts.
    expect(rewritten.match(/\.\/zod\.js/g)).toHaveLength(1);
  });

  it("evaluate each chunk in a task of its own, a chunk's own imports before it, and the entry after the last", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'entry-in-tasks-'));
    for (const [file, code] of Object.entries(CHUNKS)) writeFileSync(path.join(dir, file), code);
    writeFileSync(
      path.join(dir, 'entry.js'),
      entryImportsInTasks(ENTRY, (code) => parseAst(code), importsOf),
    );
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
    // Run by Node itself, as a browser would run the module: the test runner's loader serves only the project's files.
    writeFileSync(
      path.join(dir, 'run.js'),
      'globalThis.log = []; await import("./entry.js"); setTimeout(() => console.log(JSON.stringify(log)), 20);',
    );
    const run = spawnSync(process.execPath, ['run.js'], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const log = JSON.parse(run.stdout) as string[];
    expect(log).toEqual([
      'zod',
      'task after zod',
      'react',
      'task after react',
      'contracts',
      'task after contracts',
      'app',
      'task after app',
      'entry runtime jsx React app options',
    ]);
  });
});
