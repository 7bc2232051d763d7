import type { Transaction } from '../db/connect.ts';
import { weekdayOf } from './network/flights.ts';
import type { StoredLeg } from './schedule-legs.ts';

/** A flight's local departure and arrival times (minutes after midnight) and the arrival's day. */
export interface FlightTimes {
  readonly depTime: number;
  readonly arrTime: number;
  readonly arrivalDayOffset: number;
}

/** A flight of a live order that the new schedule cancels or retimes on the order's date. */
export interface AffectedFlight {
  readonly orderId: number;
  readonly orderNo: string;
  readonly kind: 'cancelled' | 'retimed';
  readonly airline: string;
  readonly flightNumber: number;
  readonly depStation: string;
  readonly arrStation: string;
  readonly depDate: string;
  readonly before: FlightTimes;
  readonly after: FlightTimes | undefined;
}

/** Seats booked on a stored leg on a date, and the leg of the new schedule (its index) that flies that flight then. */
export interface LegMove {
  readonly oldId: number;
  readonly depDate: string;
  readonly newIndex: number | undefined;
}

const identity = (leg: StoredLeg) => `${leg.airline}|${leg.flightNumber}|${leg.suffix}|${leg.depStation}|${leg.arrStation}`;
const timesOf = (leg: StoredLeg): FlightTimes => ({ depTime: leg.depTime, arrTime: leg.arrTime, arrivalDayOffset: leg.arrivalDayOffset });
const sameTimes = (a: FlightTimes, b: FlightTimes) => a.depTime === b.depTime && a.arrTime === b.arrTime && a.arrivalDayOffset === b.arrivalDayOffset;

/** Whether a stored leg flies on a YYYY-MM-DD date (dates so written compare as text). */
const flies = (leg: StoredLeg, date: string) =>
  leg.periodFrom <= date && leg.periodTo >= date && leg.days.includes(String(weekdayOf(Date.parse(`${date}T00:00:00Z`) / 86_400_000)));

/**
 * Where the bookings on legs that leave the schedule go. Seats sold, award seats, orders' seats and
 * chosen seats on a removed leg and date move to the new leg of the same flight and route that flies
 * on that date; a live order on a date the new schedule does not fly, or flies at other times, is
 * affected. Dates before today have flown and are left as they were.
 */
export async function affectedFlights(
  tx: Pick<Transaction, 'query'>,
  plan: { removed: readonly (StoredLeg & { id: number })[]; legs: readonly StoredLeg[]; keptIds: readonly (number | undefined)[]; today: string },
): Promise<{ moves: LegMove[]; affected: AffectedFlight[] }> {
  if (plan.removed.length === 0) return { moves: [], affected: [] };
  const removedIds = plan.removed.map((row) => row.id);
  const booked = await tx.query<{ legId: number; depDate: string }>(
    `select leg_id as "legId", dep_date::text as "depDate" from seat_sale where leg_id = any($1::int[])
     union select leg_id, dep_date::text from order_seat where leg_id = any($1::int[])
     union select leg_id, dep_date::text from award_space where leg_id = any($1::int[])
     union select leg_id, dep_date::text from seat_assignment where leg_id = any($1::int[])`,
    [removedIds],
  );
  const byIdentity = new Map<string, number[]>();
  plan.legs.forEach((leg, index) => {
    const key = identity(leg);
    byIdentity.set(key, [...(byIdentity.get(key) ?? []), index]);
  });
  const removedById = new Map(plan.removed.map((row) => [row.id, row]));
  const moveOf = new Map<string, LegMove>();
  const moves = booked
    .filter((b) => b.depDate >= plan.today)
    .map((b) => {
      const old = removedById.get(b.legId);
      const newIndex = old ? byIdentity.get(identity(old))?.find((i) => flies(plan.legs[i], b.depDate)) : undefined;
      const move = { oldId: b.legId, depDate: b.depDate, newIndex };
      moveOf.set(`${b.legId}|${b.depDate}`, move);
      return move;
    });

  const orders = await tx.query<{ orderId: number; orderNo: string; legId: number; depDate: string }>(
    `select distinct os.order_id::int as "orderId", o.order_no as "orderNo", os.leg_id as "legId", os.dep_date::text as "depDate"
       from order_seat os join booking_order o on o.id = os.order_id
      where os.leg_id = any($1::int[]) and o.status in ('unpaid', 'paid', 'ticketed') and os.dep_date >= $2::date
      order by 1, 4`,
    [removedIds, plan.today],
  );
  const affected: AffectedFlight[] = [];
  for (const order of orders) {
    const old = removedById.get(order.legId);
    const move = moveOf.get(`${order.legId}|${order.depDate}`);
    if (!old || !move) continue;
    const next = move.newIndex === undefined ? undefined : plan.legs[move.newIndex];
    if (next && sameTimes(timesOf(old), timesOf(next))) continue;
    affected.push({
      orderId: order.orderId,
      orderNo: order.orderNo,
      kind: next ? 'retimed' : 'cancelled',
      airline: old.airline,
      flightNumber: old.flightNumber,
      depStation: old.depStation,
      arrStation: old.arrStation,
      depDate: order.depDate,
      before: timesOf(old),
      after: next ? timesOf(next) : undefined,
    });
  }
  return { moves, affected };
}

/** Moves the bookings of each removed leg and date to the leg that now flies it (`idOf` gives the new legs' ids). */
export async function moveBookedDates(tx: Transaction, moves: readonly LegMove[], idOf: readonly (number | undefined)[]): Promise<void> {
  const moving = moves.flatMap((m) => {
    const newId = m.newIndex === undefined ? undefined : idOf[m.newIndex];
    return newId === undefined ? [] : [{ oldId: m.oldId, depDate: m.depDate, newId }];
  });
  if (moving.length === 0) return;
  const params = [moving.map((m) => m.oldId), moving.map((m) => m.depDate), moving.map((m) => m.newId)];
  for (const table of ['seat_sale', 'award_space', 'order_seat', 'seat_assignment']) {
    await tx.query(
      `update ${table} t set leg_id = m.new_id
         from unnest($1::int[], $2::date[], $3::int[]) as m(old_id, dep_date, new_id)
        where t.leg_id = m.old_id and t.dep_date = m.dep_date`,
      params,
    );
  }
}

/** Marks each affected order for re-accommodation; the notices go out after the import commits. */
export async function recordScheduleChanges(tx: Transaction, affected: readonly AffectedFlight[], importId: number, now: Date): Promise<void> {
  for (const flight of affected) {
    await tx.query(
      `insert into schedule_change (order_id, import_id, kind, airline, flight_number, dep_station, arr_station, dep_date,
         old_dep_time, old_arr_time, old_arrival_day_offset, new_dep_time, new_arr_time, new_arrival_day_offset, detected_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $15)`,
      [
        flight.orderId,
        importId,
        flight.kind,
        flight.airline,
        flight.flightNumber,
        flight.depStation,
        flight.arrStation,
        flight.depDate,
        flight.before.depTime,
        flight.before.arrTime,
        flight.before.arrivalDayOffset,
        flight.after?.depTime ?? null,
        flight.after?.arrTime ?? null,
        flight.after?.arrivalDayOffset ?? null,
        now,
      ],
    );
  }
}
