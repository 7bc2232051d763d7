import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbHandle, Transaction } from '../db/connect.ts';
import { type MilesEntryRow, member, milesEntry } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';

export type MilesKind = 'accrual' | 'redemption' | 'credit' | 'adjustment';

/**
 * Members' miles accounts. The ledger is only ever appended to, and the balance is its sum. Anything that lowers a
 * balance (a redemption, an operator's deduction) first locks the member's row, then appends in one conditional
 * statement that sees every entry committed before the lock: two such steps for one member take turns, and the
 * balance can never go below zero, however many run at once. The calls that belong to an order run in the order's
 * own transaction, so the miles move with the order or not at all.
 */
export function createMilesLedger(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;

  async function balanceIn(tx: Transaction['db'] | DbHandle['db'], memberId: number): Promise<number> {
    const [row] = await tx
      .select({ miles: sql<string | null>`sum(${milesEntry.miles})` })
      .from(milesEntry)
      .where(eq(milesEntry.memberId, memberId));
    return Number(row?.miles ?? 0);
  }

  /** Takes `miles` from the balance if it covers them: false, and nothing written, when it does not. */
  async function debit(tx: Transaction, memberId: number, miles: number, entry: { kind: MilesKind; orderNo?: string; reason?: string }): Promise<boolean> {
    await tx.db.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for('update');
    // A new statement after the lock: its snapshot holds every entry of the member's previous holder of the lock.
    const written = await tx.query<{ id: number }>(
      `insert into miles_entry (member_id, kind, miles, order_no, reason, created_at)
       select $1, $2, $3, $4, $5, $6
       where (select coalesce(sum(miles), 0) from miles_entry where member_id = $1) >= $7
       returning id`,
      [memberId, entry.kind, -miles, entry.orderNo ?? null, entry.reason ?? null, clock.now(), miles],
    );
    return written.length === 1;
  }

  return {
    /** The member's balance: the sum of the ledger. */
    balance: (memberId: number): Promise<number> => balanceIn(db.db, memberId),

    /** The member's entries, newest first. */
    async history(memberId: number, limit = 50): Promise<MilesEntryRow[]> {
      return db.db.select().from(milesEntry).where(eq(milesEntry.memberId, memberId)).orderBy(desc(milesEntry.id)).limit(limit);
    },

    /** The miles an order's flights earn, once per order. */
    async accrue(tx: Transaction, memberId: number, miles: number, orderNo: string): Promise<void> {
      if (miles <= 0) return;
      await tx.db.insert(milesEntry).values({ memberId, kind: 'accrual', miles, orderNo, createdAt: clock.now() }).onConflictDoNothing();
    },

    /** Spends an award order's miles in the order's transaction; false when the balance does not cover them. */
    redeem(tx: Transaction, memberId: number, miles: number, orderNo: string): Promise<boolean> {
      return debit(tx, memberId, miles, { kind: 'redemption', orderNo });
    },

    /** Gives back what a cancelled award order spent, once; the miles it gave back (0 if none were spent). */
    async creditBack(tx: Transaction, orderNo: string): Promise<number> {
      const [spent] = await tx.db
        .select()
        .from(milesEntry)
        .where(and(eq(milesEntry.orderNo, orderNo), eq(milesEntry.kind, 'redemption')));
      if (!spent) return 0;
      const [given] = await tx.db
        .insert(milesEntry)
        .values({ memberId: spent.memberId, kind: 'credit', miles: -spent.miles, orderNo, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ miles: milesEntry.miles });
      return given?.miles ?? 0;
    },

    /**
     * The operator's correction of a member's account, with its reason: added, or taken away only as far as the
     * balance goes. The balance after, or undefined when a deduction is more than the balance.
     */
    async adjust(memberNo: string, miles: number, reason: string): Promise<{ memberId: number; balance: number } | undefined> {
      return db.transaction(async (tx) => {
        const [found] = await tx.db.select({ id: member.id }).from(member).where(eq(member.memberNo, memberNo));
        if (!found) throw new Error(`No member ${memberNo}.`);
        if (miles < 0) {
          if (!(await debit(tx, found.id, -miles, { kind: 'adjustment', reason }))) return undefined;
        } else {
          await tx.db.insert(milesEntry).values({ memberId: found.id, kind: 'adjustment', miles, reason, createdAt: clock.now() });
        }
        return { memberId: found.id, balance: await balanceIn(tx.db, found.id) };
      });
    },
  };
}

export type MilesLedger = ReturnType<typeof createMilesLedger>;
