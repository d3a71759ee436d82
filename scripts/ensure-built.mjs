// Builds the web app and the server when their output is missing or older than their sources, so
// `npm start` and the browser journeys always run what the tree holds, as compiled JavaScript.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const contracts = 'packages/contracts/src';
const outputs = [
  {
    workspace: '@arrival/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/scripts', contracts],
  },
  {
    workspace: '@arrival/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle', contracts],
  },
];

export function ensureBuilt() {
  for (const { workspace, output, sources } of outputs) {
    const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
    const changed = sources.some((source) => newestMtime(path.join(root, source)) > built);
    if (!changed) continue;
    console.log(`Building ${workspace}...`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
