import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** Loads each entry through the cache, one after the other. */
async function keepInTurn<V>(cache: ReadCache<V>, entries: readonly (readonly [string, V])[]) {
  for (const [key, value] of entries) await cache.get(key, async () => value);
}

describe('ReadCache', () => {
  it('loads a key once, however many ask at the same time, and answers from memory after', async () => {
    const cache = new ReadCache<string>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'value';
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'value',
      'value',
      'value',
    ]);
    expect(await cache.get('k', load)).toBe('value');
    expect(loads).toBe(1);
  });

  it('does not keep what a load read before a clear', async () => {
    const cache = new ReadCache<string>();
    const slow = deferred<string>();
    const first = cache.get('k', () => slow.promise);
    cache.clear();
    slow.resolve('old rows');
    expect(await first).toBe('old rows');
    expect(await cache.get('k', async () => 'new rows')).toBe('new rows');
  });

  it('never keeps a failed load', async () => {
    const cache = new ReadCache<string>();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('drops only the entries picked, and stays within its size', async () => {
    const cache = new ReadCache<number>(3);
    await keepInTurn(cache, [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(cache.size).toBe(3);
    cache.deleteWhere((_key, value) => value % 2 === 0);
    expect(cache.size).toBe(1);
    expect(await cache.get('c', async () => 30)).toBe(3);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });

  it('makes room by dropping the oldest entry not read again, giving one that was a second chance', async () => {
    const cache = new ReadCache<number>(3);
    await keepInTurn(cache, [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    // 'a' is read again, so 'b' is the oldest not read since it was kept.
    expect(await cache.get('a', async () => 10)).toBe(1);
    await cache.get('d', async () => 4);
    expect(await cache.get('a', async () => 10)).toBe(1);
    expect(await cache.get('c', async () => 30)).toBe(3);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });

  it('stays within a weight the same way, and never keeps a value too heavy for it', async () => {
    const cache = new ReadCache<Buffer>(100, { of: (value) => value.byteLength, max: 1_600 });
    const bytes = (n: number, fill = 0) => Buffer.alloc(n, fill);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) await cache.get(key, async () => bytes(100));
    expect(cache.weight).toBe(800);
    await cache.get('a', async () => bytes(100, 1));
    for (const key of ['i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q']) await cache.get(key, async () => bytes(100));
    expect(cache.size).toBe(16);
    expect(cache.weight).toBe(1_600);
    // 'b' went for 'q': 'a', older, was read again.
    expect((await cache.get('b', async () => bytes(100, 2)))[0]).toBe(2);
    expect((await cache.get('a', async () => bytes(100, 3)))[0]).toBe(0);

    // Over a sixteenth of the bound: answered, and loaded again next time.
    const heavy = await cache.get('heavy', async () => bytes(101));
    expect(heavy.byteLength).toBe(101);
    expect((await cache.get('heavy', async () => bytes(101, 4)))[0]).toBe(4);
    expect(cache.weight).toBeLessThanOrEqual(1_600);

    cache.deleteWhere((key) => key === 'a');
    expect(cache.weight).toBe(1_500);
    cache.clear();
    expect(cache.weight).toBe(0);
  });
});
