import { describe, expect, it } from 'vitest';
import { keptPerKey } from '../../src/domain/kept-per-key.ts';

describe('values kept per key', () => {
  it('makes a value once per key and answers the kept one after', () => {
    const kept = keptPerKey<{ key: string }>();
    let made = 0;
    const make = (key: string) => () => {
      made++;
      return { key };
    };
    const first = kept('en', make('en'));
    expect(kept('en', make('en'))).toBe(first);
    expect(kept('ja', make('ja'))).not.toBe(first);
    expect(made).toBe(2);
  });

  it('drops what it keeps once it holds its limit, and makes a dropped value again when asked', () => {
    const kept = keptPerKey<number>(2);
    let made = 0;
    const make = () => ++made;
    kept('a', make);
    kept('b', make);
    kept('c', make);
    expect(kept('c', make)).toBe(3);
    expect(kept('a', make)).toBe(4);
    expect(made).toBe(4);
  });
});
