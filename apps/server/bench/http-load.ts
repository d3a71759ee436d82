import autocannon from 'autocannon';
import { startBareServer } from './shop-process.ts';

export interface LoadResult {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run: 50 connections as the issue measures, or a fixed total rate when given. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  overallRate?: number,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: 50,
    duration: seconds,
    ...(overallRate ? { overallRate: Math.max(1, Math.round(overallRate)) } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface RatioFigure {
  shopRps: number;
  bareRps: number;
  ratio: number;
  /** p99 latency at half the shop's measured throughput. */
  p99AtHalf: number;
  non2xx: number;
}

/**
 * Throughput of one shop call against a bare Fastify server answering the same body, in alternating
 * rounds so a noisy neighbour slows both alike; then the shop's p99 at half that load.
 */
export async function ratioAgainstBare(
  url: string,
  headers: Record<string, string>,
  rounds = 3,
  seconds = 4,
): Promise<RatioFigure> {
  const sample = await fetch(url, { headers });
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}`);
  const bare = await startBareServer(await sample.text());
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
    const half = await load(url, headers, seconds, median(shopRps) / 2);
    return {
      shopRps: median(shopRps),
      bareRps: median(bareRps),
      ratio: median(shopRps) / median(bareRps),
      p99AtHalf: half.p99,
      non2xx: non2xx + half.non2xx + half.errors,
    };
  } finally {
    await bare.stop();
  }
}
