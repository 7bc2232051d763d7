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
 *
 * "Least recently used" is kept as the clock algorithm keeps it: a hit only marks its entry, and making room walks
 * from the oldest entry, giving each marked one a second chance at the back and forgetting the first unmarked one.
 * Moving an entry to the back on every hit, as a strict order would, deletes and re-adds a key of the Map: a cache of
 * tens of thousands of entries then outgrows its Map's table again and again, and each new table of a megabyte or
 * more lives until the next full collection. Under a long search load those tables held some 200 MB of the heap.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number; used: boolean }>();
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private held = 0;

  constructor(budget: CacheBudget<V>) {
    this.maxBytes = budget.maxBytes;
    this.sizeOf = budget.sizeOf ?? ((value) => approximateBytes(value));
  }

  /** The value of a key, which then counts as recently used. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.used = true;
    return entry.value;
  }

  /** Keeps a value, unless it alone is over the budget; the least recently used entries make room for it. */
  set(key: K, value: V): V {
    this.delete(key);
    const bytes = ENTRY_BYTES + approximateBytes(key) + this.sizeOf(value);
    if (bytes > this.maxBytes) return value;
    this.makeRoom(bytes);
    this.entries.set(key, { value, bytes, used: false });
    this.held += bytes;
    return value;
  }

  /** Forgets entries, oldest first, until `bytes` more fit; an entry used since it was last passed goes to the back instead, once. */
  private makeRoom(bytes: number): void {
    for (const [key, entry] of this.entries) {
      if (this.held + bytes <= this.maxBytes) return;
      this.entries.delete(key);
      if (entry.used) {
        entry.used = false;
        this.entries.set(key, entry);
      } else {
        this.held -= entry.bytes;
      }
    }
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
