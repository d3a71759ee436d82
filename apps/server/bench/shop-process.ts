// Bench support: the shop and a bare Fastify server as their own processes, and travellers logged in
// through the HTTP API, as a newcomer would run them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs, serverEnv } from '../../../scripts/server-command.mjs';
import { createScratchDatabase } from '../src/test/server-process.ts';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitFor(child: ChildProcess, printed: () => string, pattern: RegExp, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const match = pattern.exec(printed());
    if (match) return match;
    if (child.exitCode !== null) throw new Error(`process exited:\n${printed()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process did not start in time:\n${printed()}`);
}

/** The compiled shop (`dist/main.js`, as `npm start` runs it) on a free port. */
export async function startShop(
  env: Record<string, string>,
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'arrival-bench-')),
  /** For example --cpu-prof, to see where the time goes. */
  nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
) {
  // As `npm start` runs the shop (its arguments and the allocator's settings), with the bench's own arguments first.
  const child = spawn(process.execPath, [...nodeArgs, ...serverArgs], {
    cwd: serverDir,
    env: serverEnv({
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000000',
      OTP_IP_SENDS_PER_HOUR: '1000000',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  // Request logs are read and dropped, as a log collector would.
  child.stdout!.on('data', (chunk: Buffer) => {
    if (printed.length < 20_000) printed += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const match = await waitFor(child, () => printed, /running at http:\/\/localhost:(\d+)/, 120_000);
  return {
    url: `http://127.0.0.1:${match[1]}`,
    pid: child.pid!,
    child,
    dataDir,
    output: () => printed,
    async stop(removeData = true) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type Shop = Awaited<ReturnType<typeof startShop>>;

/** A bare Fastify server answering `body` with `headers` to every GET: the ceiling the shop is measured against. */
export async function startBareServer(body: string, headers: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(serverDir, 'bench/bare-server.mjs')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', BODY: body, HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const match = await waitFor(child, () => printed, /listening on (\d+)/, 10_000);
  return {
    url: `http://127.0.0.1:${match[1]}`,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

let phoneCounter = 0;

/** Logs a traveller in through the OTP flow, reading the code from the console provider's outbox. */
export async function login(shop: Shop, phone = `9197${String(Date.now()).slice(-4)}${String(++phoneCounter).padStart(4, '0')}`) {
  const json = (res: Response) => {
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await json(await fetch(`${shop.url}/api/otp/generate/${phone}`));
  const outbox = readFileSync(path.join(shop.dataDir, 'outbox.jsonl'), 'utf8').trim().split('\n');
  const code = outbox
    .map((line) => JSON.parse(line) as { to: string; code?: string })
    .filter((message) => message.to === phone && message.code)
    .at(-1)!.code;
  const post = (url: string, body: unknown) =>
    fetch(`${shop.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const verified = await json(await post('/api/otp/verify', { mobile: phone, otp: code }));
  const session = await json(
    await post('/api/user/login', { phone, uniqueIdentifier: verified.uniqueIdentifier, fcmToken: null }),
  );
  return { phone, headers: { authorization: `Bearer ${String(session.accessToken)}` } };
}

/** A traveller logged in who lands at `locationId` at `arrivalDate`, as the arrival setup would save it. */
export async function travellerArriving(shop: Shop, locationId: number, arrivalDate: string) {
  const traveller = await login(shop);
  const res = await fetch(`${shop.url}/api/user/update`, {
    method: 'PUT',
    headers: { ...traveller.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ pickUpLocation: locationId, arrivalDate, name: 'Bench Traveller', email: 'bench@example.com' }),
  });
  if (!res.ok) throw new Error(`setting the arrival failed: ${res.status}`);
  return traveller;
}

/**
 * The bench's shopper: logged in, landing at the shop's first airport in three days, asking for prices
 * with a reference currency (AED), as the shopping grid does.
 */
export async function benchTraveller(shop: Shop) {
  const locations = (await (await fetch(`${shop.url}/api/locations`)).json()) as { id: number }[];
  const traveller = await travellerArriving(shop, locations[0]!.id, new Date(Date.now() + 72 * 3_600_000).toISOString());
  return { ...traveller, headers: { ...traveller.headers, 'x-currency': 'AED' } };
}

/** The category with the most products this traveller can see. */
export async function fullestCategory(shop: Shop, headers: Record<string, string>) {
  const categories = (await (await fetch(`${shop.url}/api/categories/getAll`, { headers })).json()) as {
    id: number;
    productCount: number;
  }[];
  return [...categories].sort((a, b) => b.productCount - a.productCount)[0]!;
}

/** A throw-away database on the PostgreSQL at TEST_DATABASE_URL, or the machine's own. */
export const scratchPostgres = () =>
  createScratchDatabase('arrival_bench', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A started shop's resident memory once it has been idle for three seconds. */
export async function idleRssMb(shop: Shop) {
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  return rssMb(shop.pid);
}
