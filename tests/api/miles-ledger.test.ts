import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { createMilesLedger, type MilesLedger } from '../../src/server/miles/miles-ledger.ts';
import { freshDatabase } from '../support/test-databases.ts';

const clock = { now: () => new Date('2026-11-25T08:00:00Z') };

let db: DbHandle;
let ledger: MilesLedger;
let memberId: number;

async function addMember(memberNo: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into member (member_no, given_name, surname, email, area_code, phone, password_hash, created_at)
     values ($1, 'Mei', 'Lin', $2, '86', $3, 'x', now()) returning id`,
    [memberNo, `${memberNo}@example.com`, `139${memberNo.slice(-8)}`],
  );
  return row.id;
}

beforeEach(async () => {
  db = await freshDatabase();
  ledger = createMilesLedger({ db, clock });
  memberId = await addMember('100000000001');
});
afterEach(async () => {
  await db.close();
});

describe('the miles ledger', () => {
  it('keeps the balance as the sum of its entries and never changes an entry', async () => {
    await db.transaction((tx) => ledger.accrue(tx, memberId, 12_000, 'ORDER1'));
    await db.transaction((tx) => ledger.accrue(tx, memberId, 12_000, 'ORDER1'));
    expect(await ledger.balance(memberId)).toBe(12_000);
    expect(await db.transaction((tx) => ledger.redeem(tx, memberId, 10_000, 'AWARD1'))).toBe(true);
    expect(await ledger.balance(memberId)).toBe(2_000);
    expect((await ledger.history(memberId)).map((e) => [e.kind, e.miles])).toEqual([
      ['redemption', -10_000],
      ['accrual', 12_000],
    ]);
  });

  it('refuses a redemption the balance does not cover and writes nothing', async () => {
    await ledger.adjust('100000000001', 5_000, 'welcome miles');
    expect(await db.transaction((tx) => ledger.redeem(tx, memberId, 5_001, 'AWARD2'))).toBe(false);
    expect(await ledger.balance(memberId)).toBe(5_000);
    expect(await ledger.history(memberId)).toHaveLength(1);
  });

  it('spends miles only if the order commits: a redemption rolled back with its order leaves the balance whole', async () => {
    await ledger.adjust('100000000001', 20_000, 'goodwill');
    await expect(
      db.transaction(async (tx) => {
        await ledger.redeem(tx, memberId, 15_000, 'AWARD3');
        throw new Error('seats gone');
      }),
    ).rejects.toThrow('seats gone');
    expect(await ledger.balance(memberId)).toBe(20_000);
  });

  it('lets exactly three of fifty redemptions at once through a balance that covers three, and never goes below zero', async () => {
    await ledger.adjust('100000000001', 30_000, 'bench of fifty');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => db.transaction((tx) => ledger.redeem(tx, memberId, 10_000, `RACE${i}`)).catch(() => false)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    expect(await ledger.balance(memberId)).toBe(0);
  });

  it('gives back a cancelled award’s miles once, and nothing for an order that spent none', async () => {
    await ledger.adjust('100000000001', 25_000, 'status match');
    await db.transaction((tx) => ledger.redeem(tx, memberId, 25_000, 'AWARD4'));
    expect(await db.transaction((tx) => ledger.creditBack(tx, 'AWARD4'))).toBe(25_000);
    expect(await db.transaction((tx) => ledger.creditBack(tx, 'AWARD4'))).toBe(0);
    expect(await db.transaction((tx) => ledger.creditBack(tx, 'CASH1'))).toBe(0);
    expect(await ledger.balance(memberId)).toBe(25_000);
  });

  it('lets the operator add miles, and take them away only as far as the balance goes', async () => {
    expect(await ledger.adjust('100000000001', 8_000, 'missing flight claim')).toEqual({ memberId, balance: 8_000 });
    expect(await ledger.adjust('100000000001', -9_000, 'duplicate claim')).toBeUndefined();
    expect(await ledger.adjust('100000000001', -3_000, 'duplicate claim')).toEqual({ memberId, balance: 5_000 });
    await expect(ledger.adjust('999999999999', 1_000, 'typo')).rejects.toThrow('No member 999999999999');
    expect((await ledger.history(memberId))[0]).toMatchObject({ kind: 'adjustment', miles: -3_000, reason: 'duplicate claim' });
  });
});
