/**
 * Speed and memory benchmarks, run with `npm run bench`. Each case states its target; the script
 * exits non-zero when a target is missed, so a regression is visible without timed unit tests.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createCategory, createLocation, createProduct } from '../src/seed/factories.ts';
import { buildTestApp } from '../src/test/build-test-app.ts';
import { loginAs } from '../src/test/auth-helpers.ts';
import { loginJavaScriptFigure } from './web-bundle.ts';

interface Result {
  name: string;
  p50: number;
  p95: number;
  target: string;
  ok: boolean;
}

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, runs: number, targetP95Ms: number, fn: () => Promise<void>): Promise<Result> {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  const p95 = percentile(samples, 95);
  return { name, p50: percentile(samples, 50), p95, target: `p95 < ${targetP95Ms} ms`, ok: p95 < targetP95Ms };
}

async function main() {
  const t = await buildTestApp();
  const cok = await createLocation(t.db, { code: 'COK', name: 'Cochin International Airport (COK)', city: 'Kochi' });
  const big = await createCategory(t.db, { name: 'Bench category' });
  for (let i = 0; i < 200; i++) {
    await createProduct(t.db, {
      name: `Bench product ${i}`,
      pricePaise: 10_000 + i,
      categoryIds: [big.id],
      images: [`/uploads/bench-${i}-1.webp`, `/uploads/bench-${i}-2.webp`],
      highlights: ['One', 'Two', 'Three'],
      stock: [{ locationId: cok.id, stocksLeft: 50 }],
    });
  }
  const { auth, user } = await loginAs(t);
  await t.db
    .update(users)
    .set({
      pickupLocationId: cok.id,
      name: 'Bench',
      email: 'bench@example.com',
      arrivalAt: new Date(Date.now() + 72 * 3_600_000),
    })
    .where(eq(users.id, user.id));
  for (let i = 0; i < 20; i++) {
    await t.app.inject({ method: 'POST', url: '/api/cart/add', headers: auth, payload: { productId: i + 1, quantity: 1 } });
  }

  const get = (url: string) => async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...auth, 'x-currency': 'AED' } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  };
  const heapBefore = process.memoryUsage().heapUsed;
  const results = [
    await measure('category with 200 products', 50, 150, get(`/api/categories/${big.id}/products`)),
    await measure('categories with counts', 100, 30, get('/api/categories/getAll')),
    await measure('product detail', 200, 40, get('/api/product/1')),
    await measure('cart with 20 lines', 100, 50, get('/api/cart/CartDetails')),
  ];
  if (global.gc) global.gc();
  const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
  const rssMb = process.memoryUsage().rss / 1_048_576;

  for (const r of results) {
    console.log(
      `${r.ok ? 'ok  ' : 'MISS'} ${r.name.padEnd(30)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  (${r.target})`,
    );
  }
  // Most of the resident size is PGlite's WASM heap, reserved up front; growth over the run shows leaks.
  const memoryOk = rssMb < 1024 && heapGrowthMb < 96;
  console.log(
    `${memoryOk ? 'ok  ' : 'MISS'} ${'memory'.padEnd(30)} rss ${rssMb.toFixed(0)} MB, heap growth ${heapGrowthMb.toFixed(1)} MB  (rss < 1024 MB, growth < 96 MB over ${results.length * 100}+ requests)`,
  );
  const loginJs = loginJavaScriptFigure();
  console.log(loginJs.line);
  await t.close();
  process.exit(results.every((r) => r.ok) && memoryOk && loginJs.ok ? 0 : 1);
}

await main();
