import net from 'node:net';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/**
 * An HTTP server written by hand, so the answers can come in awkward pieces: every request is answered
 * after `delayMs`, its head in two writes and its body in three; every third answer is a 404.
 */
async function awkwardServer(delayMs: number) {
  let requests = 0;
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      let end: number;
      while ((end = pending.indexOf('\r\n\r\n')) >= 0) {
        pending = pending.slice(end + 4);
        const status = ++requests % 3 === 0 ? '404 Not Found' : '200 OK';
        const body = 'x'.repeat(9_000);
        setTimeout(async () => {
          const head = `HTTP/1.1 ${status}\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\n\r\n`;
          const pause = () => new Promise((resolve) => setTimeout(resolve, 1));
          socket.write(head.slice(0, 20));
          await pause();
          socket.write(head.slice(20) + body.slice(0, 10));
          await pause();
          socket.write(body.slice(10, 5_000));
          await pause();
          socket.write(body.slice(5_000));
        }, delayMs);
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}/x`, requests: () => requests };
}

describe('pacedLoad', () => {
  it('sends the rate asked for and reads answers that arrive in pieces, counting the ones that are not 2xx', async () => {
    const server = await awkwardServer(20);
    const result = await pacedLoad(server.url, { authorization: 'Bearer t' }, 1, 150);
    expect(server.requests()).toBe(150);
    expect(result.errors).toBe(0);
    expect(result.non2xx).toBe(50);
    // Each answer takes the server's 20 ms and its three 1 ms pauses, and little more at this rate.
    expect(result.p50).toBeGreaterThanOrEqual(20);
    expect(result.p50).toBeLessThan(200);
    expect(result.rps).toBeGreaterThan(100);
  });

  it('collects its own garbage in full before the round, not during it', async () => {
    const server = await awkwardServer(1);
    const collections: { at: number; kind: number }[] = [];
    const observer = new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const { kind } = (entry as PerformanceEntry & { detail: { kind: number } }).detail;
        collections.push({ at: entry.startTime, kind });
      }),
    );
    observer.observe({ entryTypes: ['gc'] });
    const startedAt = performance.now();
    await pacedLoad(server.url, {}, 0.2, 50);
    // The observer hears of collections on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    const full = collections.filter((c) => c.kind === constants.NODE_PERFORMANCE_GC_MAJOR && c.at >= startedAt);
    expect(full.length).toBeGreaterThanOrEqual(1);
  });

  it("counts a request's wait for a free connection as the server's", async () => {
    // Two connections, each answer 50 ms: the server keeps up with 40 a second, and 100 a second are asked.
    const server = await awkwardServer(50);
    const result = await pacedLoad(server.url, {}, 0.5, 100, 2);
    expect(server.requests()).toBe(50);
    // The last requests wait most of a second behind the earlier ones, and that wait is in their latency.
    expect(result.p99).toBeGreaterThan(500);
    expect(result.p50).toBeGreaterThan(200);
  });
});
