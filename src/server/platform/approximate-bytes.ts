/**
 * About how many bytes of heap a value holds, counted the way V8 lays out objects on a 64-bit heap: a header
 * and an 8-byte slot per property or element, strings at a byte a character. It is an estimate to bound caches
 * by, not an exact figure (hidden classes, interned strings and spare capacity are not counted); a unit test
 * keeps it within reach of what the heap really grows by. Objects reached twice are counted once, and the
 * values under `shared` keys (the schedule's legs, say, which the cache entry points to but does not own) not at all.
 */
export function approximateBytes(value: unknown, shared: ReadonlySet<string> = NOTHING_SHARED): number {
  return bytesOf(value, shared, new Set());
}

const NOTHING_SHARED: ReadonlySet<string> = new Set();
const HEADER = 24;
const SLOT = 8;

function bytesOf(value: unknown, shared: ReadonlySet<string>, seen: Set<object>): number {
  switch (typeof value) {
    case 'string':
      return HEADER + value.length;
    case 'number':
      // A small integer lives in its slot; any other number is a boxed double.
      return Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? 0 : 16;
    case 'bigint':
      return HEADER;
    case 'object':
      if (value === null || seen.has(value)) return 0;
      seen.add(value);
      return objectBytes(value, shared, seen);
    default:
      return 0;
  }
}

function objectBytes(value: object, shared: ReadonlySet<string>, seen: Set<object>): number {
  if (value instanceof Date) return HEADER + SLOT;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + bytesOf(item, shared, seen), HEADER + SLOT * value.length);
  if (value instanceof Map) {
    let sum = HEADER * 2 + SLOT * 3 * value.size;
    for (const [key, item] of value) sum += bytesOf(key, shared, seen) + bytesOf(item, shared, seen);
    return sum;
  }
  if (value instanceof Set) {
    let sum = HEADER * 2 + SLOT * 2 * value.size;
    for (const item of value) sum += bytesOf(item, shared, seen);
    return sum;
  }
  let sum = HEADER;
  for (const [key, item] of Object.entries(value)) sum += SLOT + (shared.has(key) ? 0 : bytesOf(item, shared, seen));
  return sum;
}
