import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupedWrites } from '../../../src/server/platform/grouped-writes.ts';

const GATHER_MS = 50;

/** A write that records what it was given and ends when the test says, failing if told to. */
function heldWrites() {
  const writes: number[][] = [];
  const finish: Array<(error?: Error) => void> = [];
  const write = (items: readonly number[]) => {
    writes.push([...items]);
    return new Promise<void>((resolve, reject) => finish.push((error) => (error ? reject(error) : resolve())));
  };
  return { writes, finish, write };
}

describe('grouped writes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the items that came within the gathering time together, once it has passed', async () => {
    const held = heldWrites();
    const grouped = groupedWrites<number>(held.write, GATHER_MS);
    const resolved: number[] = [];

    for (const item of [1, 2]) void grouped.add(item).then(() => resolved.push(item));
    await vi.advanceTimersByTimeAsync(GATHER_MS - 10);
    void grouped.add(3).then(() => resolved.push(3));
    expect(held.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(held.writes).toEqual([[1, 2, 3]]);
    expect(resolved).toEqual([]);
    held.finish[0]();
    await vi.advanceTimersByTimeAsync(0);

    expect(resolved).toEqual([1, 2, 3]);
  });

  it('writes an item that comes after a write began in the next write', async () => {
    const held = heldWrites();
    const grouped = groupedWrites<number>(held.write, GATHER_MS);

    void grouped.add(1);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    void grouped.add(2);
    await vi.advanceTimersByTimeAsync(GATHER_MS);

    expect(held.writes).toEqual([[1], [2]]);
  });

  it('fails the items of a failed write only', async () => {
    const held = heldWrites();
    const grouped = groupedWrites<number>(held.write, GATHER_MS);

    const failing = grouped.add(1);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    const next = grouped.add(2);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    held.finish[0](new Error('disk full'));
    held.finish[1]();

    await expect(failing).rejects.toThrow('disk full');
    await expect(next).resolves.toBeUndefined();
  });

  it('writes the waiting items at once when asked to be idle, and is idle once every write has ended', async () => {
    const held = heldWrites();
    const grouped = groupedWrites<number>(held.write, GATHER_MS);
    void grouped.add(1).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(GATHER_MS);
    void grouped.add(2);
    let idle = false;

    const waiting = grouped.idle().then(() => {
      idle = true;
    });
    expect(held.writes).toEqual([[1], [2]]);
    held.finish[0](new Error('lost'));
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(false);
    held.finish[1]();
    await waiting;

    expect(idle).toBe(true);
  });
});
