import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAP_GROWTH_BYTES, type HeapControl, IDLE_MS, releaseHeapWhenIdle, releaseStartupHeap } from '../../../src/server/platform/heap-release.ts';

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

/** A heap whose size the test sets, and which shrinks back to its live size when compacted. */
function fakeHeap(live: number): HeapControl & { grow(bytes: number): void; compactions: number } {
  let size = live;
  return {
    compactions: 0,
    size: () => size,
    grow(bytes) {
      size += bytes;
    },
    compact() {
      this.compactions++;
      size = live;
    },
  };
}

describe('the heap after a load', () => {
  let server: EventEmitter;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    server = new EventEmitter();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is given back once the server has gone a whole idle period without a request', () => {
    const heap = fakeHeap(50e6);
    stop = releaseHeapWhenIdle(server, heap);
    heap.grow(HEAP_GROWTH_BYTES + 1);
    server.emit('request');
    vi.advanceTimersByTime(IDLE_MS);
    expect(heap.compactions).toBe(0);
    vi.advanceTimersByTime(IDLE_MS);
    expect(heap.compactions).toBe(1);
    expect(heap.size()).toBe(50e6);
  });

  it('is left alone while requests keep coming, however much it grew', () => {
    const heap = fakeHeap(50e6);
    stop = releaseHeapWhenIdle(server, heap);
    for (let period = 0; period < 10; period++) {
      heap.grow(HEAP_GROWTH_BYTES);
      server.emit('request');
      vi.advanceTimersByTime(IDLE_MS);
    }
    expect(heap.compactions).toBe(0);
  });

  it('is not compacted again when an idle server grew it by less than the allowance since the last time', () => {
    const heap = fakeHeap(50e6);
    stop = releaseHeapWhenIdle(server, heap);
    heap.grow(HEAP_GROWTH_BYTES - 1);
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(heap.compactions).toBe(0);
    heap.grow(1);
    vi.advanceTimersByTime(IDLE_MS);
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(heap.compactions).toBe(1);
  });
});
