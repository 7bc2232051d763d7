import { describe, expect, it } from 'vitest';
import { releaseStartupHeap } from '../../../src/server/platform/startup-heap.ts';

describe('the heap after start', () => {
  it('is given back once the garbage of a burst of allocations is collected, keeping what is still in use', () => {
    const kept = Array.from({ length: 1_000 }, (_, i) => ({ i, text: `kept ${i}` }));
    // A burst of short-lived objects, as compiling the modules makes: the heap grows to hold them.
    let burst: object[] = [];
    for (let round = 0; round < 20; round++) burst = Array.from({ length: 200_000 }, (_, i) => ({ i, round, text: `garbage ${i}` }));
    burst = [];
    const grown = process.memoryUsage().heapTotal;

    releaseStartupHeap();

    expect(process.memoryUsage().heapTotal).toBeLessThan(grown - 50 * 1024 * 1024);
    expect(kept[999].text).toBe('kept 999');
    expect(burst).toEqual([]);
  });
});
