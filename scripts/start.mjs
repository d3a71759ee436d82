// `npm start`: builds the web app and the server when needed, then runs the compiled server.
import { spawn } from 'node:child_process';
import { ensureBuilt, root } from './ensure-built.mjs';
import { serverArgs, serverEnv } from './server-command.mjs';

ensureBuilt();
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
