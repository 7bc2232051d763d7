import { PAST_ID } from '../../domain/saved-data/saved-passenger.ts';
import type { OrderPassenger } from '../booking/order-passengers.ts';
import type { DbHandle } from '../db/connect.ts';
import { type KeptPassenger, keptFromForm } from './kept-passenger.ts';

/** The member's latest orders whose travellers are offered besides the saved passengers. */
export const PAST_ORDERS_READ = 20;

export interface PastPassenger {
  readonly pastId: string;
  readonly kept: KeptPassenger;
}

const pastIdOf = (orderNo: string, index: number) => `${orderNo}-${index}`;

function travellersOf(orderNo: string, passengers: readonly OrderPassenger[]): PastPassenger[] {
  return passengers.flatMap((passenger, index) => {
    const kept = keptFromForm(passenger.fields);
    return kept ? [{ pastId: pastIdOf(orderNo, index), kept }] : [];
  });
}

/** The travellers of the member's own latest orders, newest order first. */
export async function pastPassengers(db: DbHandle, memberId: number): Promise<PastPassenger[]> {
  const rows = await db.query<{ order_no: string; passengers: OrderPassenger[] }>(
    'select order_no, passengers from booking_order where member_id = $1 order by created_at desc, id desc limit $2',
    [memberId, PAST_ORDERS_READ],
  );
  return rows.flatMap((row) => travellersOf(row.order_no, row.passengers));
}

/** One traveller of one of the member's own orders; undefined for anyone else's order. */
export async function pastPassenger(db: DbHandle, memberId: number, pastId: string): Promise<PastPassenger | undefined> {
  if (!PAST_ID.test(pastId)) return undefined;
  const at = pastId.lastIndexOf('-');
  const orderNo = pastId.slice(0, at);
  const index = Number(pastId.slice(at + 1));
  const [row] = await db.query<{ passengers: OrderPassenger[] }>('select passengers from booking_order where order_no = $1 and member_id = $2', [
    orderNo,
    memberId,
  ]);
  const passenger = row?.passengers[index];
  const kept = passenger && keptFromForm(passenger.fields);
  return kept ? { pastId, kept } : undefined;
}
