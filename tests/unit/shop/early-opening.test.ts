import { describe, expect, it, vi } from 'vitest';
import { earlyOpening } from '../../../src/islands/shop/early-opening.ts';
import type { ExecutionSessionDeps } from '../../../src/stores/execution-session.ts';

type Opened = Awaited<ReturnType<ExecutionSessionDeps['getInfo']>>;
const info = (execution: string) => ({ execution }) as unknown as Opened;

describe('opening the session of the results link early', () => {
  it('asks at once for the link in the address and hands that answer to the first open of the same link', async () => {
    const open = vi.fn(async (args: string) => info(`session of ${args}`));
    const openSession = earlyOpening('?args=sealed-1', open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('sealed-1');
    await expect(openSession('sealed-1')).resolves.toEqual(info('session of sealed-1'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('asks the server again for a second open, or for another link', async () => {
    const open = vi.fn(async (args: string) => info(`session of ${args}`));
    const openSession = earlyOpening('?args=sealed-1', open);
    await openSession('sealed-2');
    await openSession('sealed-1');
    expect(open.mock.calls.map(([args]) => args)).toEqual(['sealed-1', 'sealed-2', 'sealed-1']);
  });

  it('asks nothing before the island does when the address has no sealed link (a deep link)', async () => {
    const open = vi.fn(async (args: string) => info(`session of ${args}`));
    const openSession = earlyOpening('?org=AKL&dst=CAN', open);
    expect(open).not.toHaveBeenCalled();
    await openSession('sealed-3');
    expect(open).toHaveBeenCalledWith('sealed-3');
  });

  it('keeps a failed early answer for the island to tell, without an unhandled rejection meanwhile', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const openSession = earlyOpening('?args=expired', () => Promise.reject(new Error('expired')));
      // Node reports an unhandled rejection once the microtasks have run, before the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(openSession('expired')).rejects.toThrow('expired');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
