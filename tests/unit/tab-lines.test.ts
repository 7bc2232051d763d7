import { describe, expect, it } from 'vitest';
import { fromTabLines, toTabLines } from '../../src/domain/tab-lines.ts';

describe('rows carried as tab lines', () => {
  it('read back every row with its fields in order, empty fields and quotes kept', () => {
    const rows = [
      ['orders', '/tk/nz/en/my/order/list/', '', 'Orders'],
      ['a.b', 'He said "go" — it\'s {n}'],
    ];
    expect(fromTabLines(toTabLines(rows))).toEqual(rows);
  });

  it('read no rows from nothing', () => {
    expect(toTabLines([])).toBe('');
    expect(fromTabLines('')).toEqual([]);
  });
});
