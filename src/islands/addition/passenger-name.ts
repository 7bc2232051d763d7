import type { OrderCreateBody } from '../../domain/booking/order.ts';

/** A passenger's name as the page shows it: given names then surname, whichever layout the form used. */
export function passengerName(passenger: OrderCreateBody['passengers'][number]): string {
  const text = (key: string) => (typeof passenger[key] === 'string' ? (passenger[key] as string).trim() : '');
  const given = text('givenName') || [text('firstName'), text('middleName')].filter(Boolean).join(' ');
  const last = text('surname') || text('lastName');
  return [given, last].filter(Boolean).join(' ').toUpperCase();
}
