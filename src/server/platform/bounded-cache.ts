/**
 * A map that forgets its oldest entries past a size, so that memoising search
 * work cannot grow a server's memory without limit.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): V {
    if (this.entries.size >= this.limit && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
    return value;
  }

  /** The cached value, or the one `make` gives, kept. */
  getOrSet(key: K, make: () => V): V {
    const found = this.entries.get(key);
    return found !== undefined ? found : this.set(key, make());
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
