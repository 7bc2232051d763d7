import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/lib/browser/load-once.ts';

describe('a module loaded on first use', () => {
  it('is loaded once however often it is asked for', async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it('is loaded again on the next ask after a load that failed', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads++;
      if (loads === 1) throw new Error('offline');
      return 'module';
    });
    await expect(load()).rejects.toThrow('offline');
    expect(await load()).toBe('module');
    expect(loads).toBe(2);
  });
});
