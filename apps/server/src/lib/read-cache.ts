/** A bound on what a cache holds by the size of its values, beside the bound on their number. */
export interface WeightBound<V> {
  /** A value's weight, in the unit of `max` (bytes, for serialised answers). */
  of: (value: V) => number;
  /** The total the kept values may weigh. A value over a sixteenth of it is answered but never kept. */
  max: number;
}

/** A kept value, its weight, and whether it was read again since it was kept or last given a second chance. */
interface Entry<V> {
  value: V;
  weight: number;
  readAgain: boolean;
}

/**
 * Answers computed from the database, kept in memory until what they were computed from changes (the
 * owner calls `clear` or `deleteWhere` when the database says so). Concurrent misses of one key share
 * one load; a load that began before a clear is answered but not kept, as it may have read the old rows.
 * Failed loads are never kept. When full (by number, or by weight when bounded so), the oldest entry not
 * read again since it was kept goes first (an entry read again is moved behind the rest instead, once),
 * so a crowd of one-off keys cannot push out the pages every traveller reads. A read only marks its entry:
 * reordering the Map on every read would cost more than the read.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();
  #generation = 0;
  #weight = 0;

  constructor(
    private readonly maxEntries = 5_000,
    private readonly bound?: WeightBound<V>,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) {
      hit.readAgain = true;
      return Promise.resolve(hit.value);
    }
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        if (generation === this.#generation) this.#keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  #keep(key: string, value: V) {
    const weight = this.bound?.of(value) ?? 0;
    if (this.bound && weight > this.bound.max / 16) return;
    this.#delete(key);
    while (this.#entries.size >= this.maxEntries || (this.bound && this.#weight + weight > this.bound.max)) {
      const [oldestKey, oldest] = this.#entries.entries().next().value!;
      this.#entries.delete(oldestKey);
      if (oldest.readAgain) {
        oldest.readAgain = false;
        this.#entries.set(oldestKey, oldest);
      } else this.#weight -= oldest.weight;
    }
    this.#entries.set(key, { value, weight, readAgain: false });
    this.#weight += weight;
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }

  /** Drops the entries `matches` picks, and stops loads in flight from being kept. */
  deleteWhere(matches: (key: string, value: V) => boolean) {
    this.#generation += 1;
    this.#loading.clear();
    for (const [key, entry] of this.#entries) if (matches(key, entry.value)) this.#delete(key);
  }

  clear() {
    this.#generation += 1;
    this.#loading.clear();
    this.#entries.clear();
    this.#weight = 0;
  }

  get size() {
    return this.#entries.size;
  }

  /** What the kept values weigh, by the cache's bound (0 without one). */
  get weight() {
    return this.#weight;
  }
}

/** `load()` through `cache` under `key`, or `load()` itself where the app runs without caches (most tests). */
export function readThrough<V>(cache: ReadCache<V> | undefined, key: string, load: () => Promise<V>): Promise<V> {
  return cache ? cache.get(key, load) : load();
}
