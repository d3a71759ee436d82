/**
 * Answers computed from the database, kept in memory until what they were computed from changes (the
 * owner calls `clear` or `deleteWhere` when the database says so). Concurrent misses of one key share
 * one load; a load that began before a clear is answered but not kept, as it may have read the old rows.
 * Failed loads are never kept.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #loading = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(private readonly maxEntries = 5_000) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
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
    // The oldest entry goes first; a full cache is a sign of many distinct keys, not of hot ones.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, value);
  }

  /** Drops the entries `matches` picks, and stops loads in flight from being kept. */
  deleteWhere(matches: (key: string, value: V) => boolean) {
    this.#generation += 1;
    this.#loading.clear();
    for (const [key, value] of this.#entries) if (matches(key, value)) this.#entries.delete(key);
  }

  clear() {
    this.#generation += 1;
    this.#loading.clear();
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
