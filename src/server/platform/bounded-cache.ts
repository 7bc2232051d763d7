import { approximateBytes } from './approximate-bytes.ts';

export interface CacheBudget<V> {
  /** The most bytes the cache's values (and keys) may hold, as `sizeOf` counts them. */
  readonly maxBytes: number;
  /** About how many bytes a value holds; approximateBytes by default. */
  readonly sizeOf?: (value: V) => number;
}

/** What a Map entry costs beside its key and value. */
const ENTRY_BYTES = 48;

/**
 * A map that forgets its least recently used entries once they hold more than a budget of bytes, so that
 * memoising search work cannot grow a server's memory without limit, however large or small each entry is.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private held = 0;

  constructor(budget: CacheBudget<V>) {
    this.maxBytes = budget.maxBytes;
    this.sizeOf = budget.sizeOf ?? ((value) => approximateBytes(value));
  }

  /** The value of a key, which then counts as the most recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, unless it alone is over the budget; the least recently used entries make room for it. */
  set(key: K, value: V): V {
    this.delete(key);
    const bytes = ENTRY_BYTES + approximateBytes(key) + this.sizeOf(value);
    if (bytes > this.maxBytes) return value;
    for (const [oldest, entry] of this.entries) {
      if (this.held + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    return value;
  }

  /** The cached value, or the one `make` gives, kept. */
  getOrSet(key: K, make: () => V): V {
    const found = this.get(key);
    return found !== undefined ? found : this.set(key, make());
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes its entries hold, as counted. */
  get bytes(): number {
    return this.held;
  }
}
