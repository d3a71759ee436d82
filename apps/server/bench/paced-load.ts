import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { LoadResult } from './http-load.ts';

/**
 * A full collection of the generator's own heap, without `--expose-gc` on the command line. Run before each
 * round: the garbage earlier rounds left (autocannon's, each round's sockets and their read buffers) was
 * otherwise collected inside the next round, in full collections of 4–16 ms that paused the generator's reads
 * (counted as the server's latency) and took a core from the server.
 */
const collectGarbage = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

const HEAD_END = Buffer.from('\r\n\r\n');
/** Fastify, the shop's and the bare server's, writes its header names in lower case. */
const CONTENT_LENGTH = Buffer.from('\r\ncontent-length:');
/** The value of an ASCII digit byte. */
const digit = (byte: number) => byte - 0x30;

/**
 * A load of `rate` requests a second spread evenly over time, on 50 kept-alive connections: request n is
 * due at n / rate seconds and goes out, at the next millisecond's tick, on the first idle connection. Its
 * latency is counted from that tick, also when every connection was busy waiting for the server and it had
 * to queue: that wait is the server's (no coordinated omission). A tick the generator itself was late for
 * is not counted: that is the generator's stall, not the server's answer.
 *
 * Written on plain sockets rather than an HTTP client: it shares the machine's two cores with the server it
 * measures, and every microsecond it spends per request is one the server may wait for a core. A request is
 * one prepared buffer written; an answer is read by its status line and `content-length`, nothing else.
 */
export async function pacedLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  rate: number,
  connections = 50,
): Promise<LoadResult> {
  const target = new URL(url);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
    'latin1',
  );
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = new Float64Array(total);
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const waiting: number[] = []; // the ticks of requests no connection was free for
  const idle: Connection[] = [];

  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const settle = () => {
    if (answered + errors >= total) finish();
  };

  class Connection {
    readonly socket: net.Socket;
    /** Since when the request in flight counts; NaN while idle. */
    since = Number.NaN;
    /** A head split over reads is gathered here; most heads arrive whole. */
    private readonly head = Buffer.alloc(4096);
    private headLength = 0;
    private bodyLeft = -1;

    constructor() {
      // Reads land in one buffer kept for the connection: an answer read costs no allocation, so the
      // generator's own garbage collections (pauses it would count as the server's) stay rare and short.
      const reads = Buffer.alloc(64 * 1024);
      this.socket = net.connect({
        port: Number(target.port),
        host: target.hostname,
        onread: { buffer: reads, callback: (length) => this.read(reads, length) },
      });
      this.socket.setNoDelay(true);
      this.socket.on('error', () => {
        if (!Number.isNaN(this.since)) {
          errors++;
          this.since = Number.NaN;
          settle();
        }
      });
    }

    send(since: number) {
      this.since = since;
      this.socket.write(request);
    }

    private read(buffer: Buffer, length: number) {
      let offset = 0;
      while (offset < length) {
        if (this.bodyLeft < 0) {
          // The buffer holds older reads past `length`: a match there is no match.
          const found = buffer.indexOf(HEAD_END, offset);
          const end = found >= 0 && found + HEAD_END.length <= length ? found : -1;
          if (end < 0 || this.headLength > 0) {
            offset = this.gatherHead(buffer, offset, length);
            continue;
          }
          this.readHead(buffer, offset, end);
          offset = end + HEAD_END.length;
        }
        const take = Math.min(this.bodyLeft, length - offset);
        this.bodyLeft -= take;
        offset += take;
        if (this.bodyLeft === 0) this.answered();
      }
      return true;
    }

    /** Copies a head that arrives in pieces, and reads it once whole; returns where its reading stopped. */
    private gatherHead(buffer: Buffer, offset: number, length: number) {
      const copied = buffer.copy(this.head, this.headLength, offset, length);
      const gathered = this.head.subarray(0, this.headLength + copied);
      const end = gathered.indexOf(HEAD_END, Math.max(0, this.headLength - HEAD_END.length));
      if (end < 0) {
        if (this.headLength + copied === this.head.length) throw new Error(`${url} answered a head over 4 KB`);
        this.headLength += copied;
        return length;
      }
      const usedHere = end + HEAD_END.length - this.headLength;
      this.readHead(this.head, 0, end);
      this.headLength = 0;
      return offset + usedHere;
    }

    private readHead(buffer: Buffer, start: number, end: number) {
      // "HTTP/1.1 200": the status is the three digits after the ninth byte.
      const status = digit(buffer[start + 9]!) * 100 + digit(buffer[start + 10]!) * 10 + digit(buffer[start + 11]!);
      if (status < 200 || status >= 300) non2xx++;
      const lengthAt = buffer.indexOf(CONTENT_LENGTH, start);
      if (lengthAt < 0 || lengthAt > end)
        throw new Error(`${url} answered without content-length; the paced load reads only that`);
      let bodyLength = 0;
      for (let at = lengthAt + CONTENT_LENGTH.length; at < end; at++) {
        const byte = buffer[at]!;
        if (byte >= 0x30 && byte <= 0x39) bodyLength = bodyLength * 10 + digit(byte);
        else if (byte !== 32) break;
      }
      this.bodyLeft = bodyLength;
    }

    private answered() {
      this.bodyLeft = -1;
      latencies[answered++] = performance.now() - this.since;
      const next = waiting.shift();
      if (next === undefined) {
        this.since = Number.NaN;
        idle.push(this);
      } else {
        this.send(next);
      }
      settle();
    }
  }

  collectGarbage();
  const pool = Array.from({ length: connections }, () => new Connection());
  await Promise.all(pool.map((connection) => new Promise((resolve) => connection.socket.once('connect', resolve))));
  idle.push(...pool);

  const start = performance.now();
  const interval = 1000 / rate;
  // Each tick sends every request that has fallen due since the last.
  const ticker = setInterval(() => {
    const now = performance.now();
    const dueNow = Math.min(total, Math.floor((now - start) / interval) + 1);
    for (; sent < dueNow; sent++) {
      const connection = idle.pop();
      if (connection) connection.send(now);
      else waiting.push(now);
    }
    if (sent >= total) clearInterval(ticker);
  }, 1);

  const timeout = setTimeout(finish, (seconds + 10) * 1000);
  await finished;
  clearTimeout(timeout);
  clearInterval(ticker);
  const elapsed = (performance.now() - start) / 1000;
  for (const connection of pool) connection.socket.destroy();

  const sorted = latencies.subarray(0, answered).sort();
  const at = (fraction: number) => sorted[Math.min(answered - 1, Math.floor(answered * fraction))] ?? Number.NaN;
  return {
    rps: answered / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    // Every request not answered: those whose connection failed and those still unanswered at the timeout.
    errors: total - answered,
  };
}
