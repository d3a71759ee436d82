import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

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
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const)
      await cache.get(key, async () => value);
    expect(cache.size).toBe(3);
    cache.deleteWhere((_key, value) => value % 2 === 0);
    expect(cache.size).toBe(1);
    expect(await cache.get('c', async () => 30)).toBe(3);
    expect(await cache.get('a', async () => 10)).toBe(10);
  });
});
