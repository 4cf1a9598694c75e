// A Map that keeps at most `max` entries, dropping the least recently used: the bound on every
// in-process cache (games, sessions of posting consoles, public-access answers, season figures),
// so a server that has seen many games or visitors never grows without end. A JavaScript Map
// iterates in insertion order, so re-inserting on use keeps the oldest entry first.

export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new RangeError('an LruMap holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without marking it used (for scans and checks that are not a use). */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
    return this;
  }

  /** The keys, least recently used first (a scan, not a use). */
  keys(): IterableIterator<K> {
    return this.entries.keys();
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries[Symbol.iterator]();
  }
}
