// `npm start`: builds the web app and the server when needed, then runs the compiled server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
