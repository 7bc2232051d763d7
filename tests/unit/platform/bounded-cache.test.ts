import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { approximateBytes } from '../../../src/server/platform/approximate-bytes.ts';
import { BoundedCache } from '../../../src/server/platform/bounded-cache.ts';

const KB = 1024;
const blob = (kb: number) => 'x'.repeat(kb * KB);

describe('a cache bounded by bytes', () => {
  it('forgets the least recently used entries once its values hold more than its budget', () => {
    const cache = new BoundedCache<string, string>({ maxBytes: 35 * KB });
    cache.set('a', blob(10));
    cache.set('b', blob(10));
    cache.set('c', blob(10));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', blob(10));

    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every((v) => v !== undefined)).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(35 * KB);
  });

  it('gives an entry used since room was last made one more round, and forgets it on the next unless it is used again', () => {
    const cache = new BoundedCache<string, string>({ maxBytes: 35 * KB });
    cache.set('a', blob(10));
    cache.set('b', blob(10));
    cache.set('c', blob(10));
    cache.get('a');
    cache.set('d', blob(10));
    // A key the cache lacks is looked up without marking anything.
    expect(cache.get('b')).toBeUndefined();
    cache.set('e', blob(10));
    cache.set('f', blob(10));

    expect(cache.get('a')).toBeUndefined();
    expect(['c', 'd', 'e', 'f'].filter((key) => cache.get(key) !== undefined)).toEqual(['d', 'e', 'f']);
  });

  it('keeps many small entries and few large ones within the same budget', () => {
    const small = new BoundedCache<number, string>({ maxBytes: 100 * KB });
    for (let i = 0; i < 10_000; i++) small.set(i, `v${i}`);
    const large = new BoundedCache<number, string>({ maxBytes: 100 * KB });
    for (let i = 0; i < 10_000; i++) large.set(i, blob(20));

    expect(small.size).toBeGreaterThan(500);
    expect(large.size).toBe(4);
    expect(Math.max(small.bytes, large.bytes)).toBeLessThanOrEqual(100 * KB);
  });

  it('does not keep a value larger than its whole budget, and frees the bytes of what is deleted or replaced', () => {
    const cache = new BoundedCache<string, string>({ maxBytes: 16 * KB });
    cache.set('huge', blob(20));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('k', blob(8));
    cache.set('k', blob(4));
    expect(cache.bytes).toBeLessThan(5 * KB);
    cache.delete('k');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it('answers from memory what it keeps, and makes it once', () => {
    const cache = new BoundedCache<string, number[]>({ maxBytes: 10 * KB });
    let made = 0;
    const make = () => {
      made++;
      return [1, 2, 3];
    };
    expect(cache.getOrSet('k', make)).toBe(cache.getOrSet('k', make));
    expect(made).toBe(1);
  });
});

describe('the byte estimate of a value', () => {
  it('counts a shared object once and leaves out what the named keys point to', () => {
    const leg = { id: 1, from: 'AKL', to: 'CAN', designators: blob(4) };
    const flights = Array.from({ length: 10 }, (_, i) => ({ leg, depDay: i }));
    expect(approximateBytes(flights)).toBeGreaterThan(4 * KB);
    expect(approximateBytes(flights)).toBeLessThan(5 * KB);
    expect(approximateBytes(flights, new Set(['leg']))).toBeLessThan(KB);
  });

  it('is within a factor of two of what the heap grows by when such values are kept', () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const make = (i: number) => ({
      familyId: `FAMILY_${i % 7}`,
      classes: ['Y', 'B', 'M'].map((c) => `${c}${i % 3}`),
      seatsLeft: i % 9,
      prices: [{ type: 'ADT', count: 1, fare: { amount: 1000.5 + i, currency: 'NZD' }, taxes: [{ code: 'NZ', amount: { amount: 12.25, currency: 'NZD' } }] }],
      when: new Date(0),
      seats: new Map([[`Y${i}`, i]]),
    });
    collect();
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: 20_000 }, (_, i) => make(i));
    collect();
    const grown = process.memoryUsage().heapUsed - before;
    const estimate = approximateBytes(kept);

    expect(kept).toHaveLength(20_000);
    expect(estimate / grown).toBeGreaterThan(0.5);
    expect(estimate / grown).toBeLessThan(2);
  });
});
