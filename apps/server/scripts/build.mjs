// Bundles the server into dist/main.js (and the CLI into dist/cli.js) so production runs plain
// JavaScript: our code and the contracts package inlined, every npm dependency left to Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dependenciesOf = (dir) => {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
};
const external = [...dependenciesOf(root), ...dependenciesOf(path.join(root, '../../packages/contracts'))].filter(
  (name) => !name.startsWith('@arrival/'),
);

await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), cli: path.join(root, 'src/cli.ts') },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
