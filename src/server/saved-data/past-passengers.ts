import { and, desc, eq, sql } from 'drizzle-orm';
import { PAST_ID } from '../../domain/saved-data/saved-passenger.ts';
import type { OrderPassenger } from '../booking/order-passengers.ts';
import type { DbHandle } from '../db/connect.ts';
import { bookingOrder } from '../db/schema.ts';
import { type KeptPassenger, keptFromForm } from './kept-passenger.ts';

/** The member's latest orders whose travellers are offered besides the saved passengers. */
export const PAST_ORDERS_READ = 20;

export interface PastPassenger {
  readonly pastId: string;
  readonly kept: KeptPassenger;
}

// The schema keeps an order's passengers as untyped jsonb; an order writes them as OrderPassenger[].
const passengersColumn = sql<OrderPassenger[]>`${bookingOrder.passengers}`;

const pastIdOf = (orderNo: string, index: number) => `${orderNo}-${index}`;

function travellersOf(orderNo: string, passengers: readonly OrderPassenger[]): PastPassenger[] {
  return passengers.flatMap((passenger, index) => {
    const kept = keptFromForm(passenger.fields);
    return kept ? [{ pastId: pastIdOf(orderNo, index), kept }] : [];
  });
}

/** The travellers of the member's own latest orders, newest order first. */
export async function pastPassengers(db: DbHandle, memberId: number): Promise<PastPassenger[]> {
  const rows = await db.db
    .select({ orderNo: bookingOrder.orderNo, passengers: passengersColumn })
    .from(bookingOrder)
    .where(eq(bookingOrder.memberId, memberId))
    .orderBy(desc(bookingOrder.createdAt), desc(bookingOrder.id))
    .limit(PAST_ORDERS_READ);
  return rows.flatMap((row) => travellersOf(row.orderNo, row.passengers));
}

/** One traveller of one of the member's own orders; undefined for anyone else's order. */
export async function pastPassenger(db: DbHandle, memberId: number, pastId: string): Promise<PastPassenger | undefined> {
  if (!PAST_ID.test(pastId)) return undefined;
  const at = pastId.lastIndexOf('-');
  const orderNo = pastId.slice(0, at);
  const index = Number(pastId.slice(at + 1));
  const [row] = await db.db
    .select({ passengers: passengersColumn })
    .from(bookingOrder)
    .where(and(eq(bookingOrder.orderNo, orderNo), eq(bookingOrder.memberId, memberId)));
  const passenger = row?.passengers[index];
  const kept = passenger && keptFromForm(passenger.fields);
  return kept ? { pastId, kept } : undefined;
}
