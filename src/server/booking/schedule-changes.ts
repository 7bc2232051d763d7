import { asc, eq } from 'drizzle-orm';
import type { ScheduleChangeView } from '../../domain/booking/order.ts';
import { addDays, formatDate, parseDate } from '../../domain/validation/dates.ts';
import { clockText } from '../airline/network/flights.ts';
import type { Database } from '../db/connect.ts';
import { type ScheduleChangeRow, scheduleChange } from '../db/schema.ts';

/** A flight's local departure and arrival, YYYY-MM-DDTHH:MM, from its date and times. */
function localTimes(depDate: string, depTime: number, arrTime: number, arrivalDayOffset: number) {
  const date = parseDate(depDate);
  if (!date) throw new Error(`Bad date ${depDate}`);
  return { depDate: `${depDate}T${clockText(depTime)}`, arrDate: `${formatDate(addDays(date, arrivalDayOffset))}T${clockText(arrTime)}` };
}

export function scheduleChangeView(row: ScheduleChangeRow): ScheduleChangeView {
  const retimed = row.newDepTime !== null && row.newArrTime !== null && row.newArrivalDayOffset !== null;
  return {
    kind: row.kind === 'retimed' ? 'retimed' : 'cancelled',
    flightNo: `${row.airline}${row.flightNumber}`,
    depAirport: row.depStation,
    arrAirport: row.arrStation,
    booked: localTimes(row.depDate, row.oldDepTime, row.oldArrTime, row.oldArrivalDayOffset),
    now: retimed ? localTimes(row.depDate, row.newDepTime ?? 0, row.newArrTime ?? 0, row.newArrivalDayOffset ?? 0) : null,
    resolved: row.resolvedAt !== null,
  };
}

/** The schedule changes of an order's flights, in the order they were found. */
export async function scheduleChangesOf(db: Database, orderId: number): Promise<ScheduleChangeView[]> {
  const rows = await db.select().from(scheduleChange).where(eq(scheduleChange.orderId, orderId)).orderBy(asc(scheduleChange.id));
  return rows.map(scheduleChangeView);
}
