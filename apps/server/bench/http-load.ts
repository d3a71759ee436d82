import autocannon from 'autocannon';
import { pacedLoad } from './paced-load.ts';
import { startBareServer } from './shop-process.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LoadOptions {
  /**
   * `p50` to the microsecond. autocannon's own percentiles come from a histogram of whole milliseconds,
   * too coarse to compare answers that take one or two; keeping every answer's time costs the load
   * generator a little, so only figures that compare medians ask for it.
   */
  exactMedian?: boolean;
}

/** One autocannon run: as many requests as 50 connections can send, as the issue measures. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  { exactMedian = false }: LoadOptions = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        headers,
        connections: 50,
        duration: seconds,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (exactMedian) {
      run.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) times.push(responseTime);
      });
    }
  });
  return {
    rps: result.requests.average,
    p50: exactMedian ? median(times) : result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export interface RatioFigure {
  shopRps: number;
  bareRps: number;
  ratio: number;
  /**
   * p99 latency at half the shop's measured throughput, when asked for: the median of the rounds, and each
   * round's; `bareP99` is the bare server's median at the same rate, what the machine itself allows.
   */
  atHalf: { p99: number; p99s: number[]; bareP99: number } | null;
  non2xx: number;
}

/**
 * Throughput of one shop call against a bare Fastify server answering the same body, in alternating
 * rounds so a noisy neighbour slows both alike; then, with `latencyAtHalf`, the shop's p99 at half that load,
 * in `latencyRounds` rounds, each beside a round of the bare server at the same rate. The half load is paced
 * (`pacedLoad`): autocannon's fixed rate is a quota each connection spends back to back at the start of
 * every second, a burst at full load for half of each second.
 * One 4 s round's p99 is the slowest 1 % of some 15,000 answers, so a single stall of the machine (the load
 * generator shares its two cores) decides it. The median of the rounds is the figure; five rounds rather
 * than three, so that two such stalls do not decide it.
 */
export async function ratioAgainstBare(
  url: string,
  headers: Record<string, string>,
  { latencyAtHalf = false, rounds = 3, latencyRounds = 5, seconds = 4 } = {},
): Promise<RatioFigure> {
  const sample = await fetch(url, { headers });
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  // The bare server answers the same body with the same headers, so the ratio measures work, not bytes.
  const perConnection = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const sameHeaders = Object.fromEntries([...sample.headers].filter(([name]) => !perConnection.has(name)));
  const bare = await startBareServer(await sample.text(), sameHeaders);
  try {
    const bareRps: number[] = [];
    const shopRps: number[] = [];
    let non2xx = 0;
    // A short warm-up, so the first round does not measure the JIT or an empty cache.
    await load(url, headers, 1);
    for (let round = 0; round < rounds; round++) {
      bareRps.push((await load(bare.url, {}, seconds)).rps);
      const shop = await load(url, headers, seconds);
      shopRps.push(shop.rps);
      non2xx += shop.non2xx + shop.errors;
    }
    const p99s: number[] = [];
    const bareP99s: number[] = [];
    const rate = median(shopRps) / 2;
    for (let round = 0; latencyAtHalf && round < latencyRounds; round++) {
      const half = await pacedLoad(url, headers, seconds, rate);
      p99s.push(round2(half.p99));
      non2xx += half.non2xx + half.errors;
      bareP99s.push(round2((await pacedLoad(bare.url, {}, seconds, rate)).p99));
    }
    return {
      shopRps: median(shopRps),
      bareRps: median(bareRps),
      ratio: median(shopRps) / median(bareRps),
      atHalf: latencyAtHalf ? { p99: median(p99s), p99s, bareP99: median(bareP99s) } : null,
      non2xx,
    };
  } finally {
    await bare.stop();
  }
}
