// The server the browser journeys run against: a fresh data folder each run, demo data, console outbox.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';
import { serverArgs, serverEnv } from './server-command.mjs';

ensureBuilt();
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
rmSync(dataDir, { recursive: true, force: true });

// Dedicated staff and admin numbers for the journeys (see e2e/support/roles.ts), granted the way an
// operator would, before the server takes the embedded database.
const grants = [
  ['919100000001', 'ADMIN'],
  ['919100000002', 'STAFF'],
  ['919100000003', 'ADMIN'],
  ['919100000004', 'ADMIN'],
  ['919100000005', 'STAFF'],
  ['919100000006', 'ADMIN'],
  ['919100000007', 'ADMIN'],
  ['919100000008', 'STAFF'],
  ['919100000009', 'ADMIN'],
  ['919100000010', 'STAFF'],
  ['919100000011', 'ADMIN'],
  ['919100000012', 'ADMIN'],
  ['919100000013', 'ADMIN'],
];
const granted = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'grant-role', ...grants.flat()], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (granted.status !== 0) process.exit(granted.status ?? 1);

const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  // The next run starts from a fresh folder anyway: none is left in the temporary folder between runs.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
