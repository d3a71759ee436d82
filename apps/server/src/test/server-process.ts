import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, standard output and error together. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Starts the real server (`main.ts`) as its own process and waits until it says where it listens. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'arrival-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };

  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${printed}`)), timeoutMs);
    const check = () => {
      const match = /running at (http:\/\/\S+?) /.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before it started:\n${printed}`));
    });
  });
  // A server that never started is stopped here, its data folder with it: no caller holds it to stop.
  const url = await started.catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return { url, child, output: () => printed, exited, stop };
}

/**
 * A throw-away database on a PostgreSQL server (TEST_DATABASE_URL unless named), with an admin
 * connection to it. The prefix tells, in a list of databases, what left one behind.
 */
export async function createScratchDatabase(prefix = 'arrival_fault', adminUrl = process.env.TEST_DATABASE_URL) {
  if (!adminUrl) throw new Error('needs TEST_DATABASE_URL');
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    /** Cuts every connection the shop holds, as a restart or failover of PostgreSQL would. */
    async terminateConnections() {
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.length;
    },
    async allowConnections(allowed: boolean) {
      await admin.query(`alter database ${name} allow_connections ${allowed}`);
    },
    async connectionCount() {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      return rows[0]!.n;
    },
    async drop() {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
