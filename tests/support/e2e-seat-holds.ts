import { request } from '@playwright/test';
import { cancelOrder, createOrder } from '../../src/domain/api/orders.ts';
import { createSearchLink, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import { e2eApi } from './e2e-api.ts';

/** A whole booking of nine: the most one order holds. */
const PARTY = 9;
const SURNAME = 'HOLDER';
const party = Array.from({ length: PARTY }, (_, i) => ({
  type: 'ADT' as const,
  firstName: `GUEST${String.fromCharCode(65 + i)}`,
  lastName: SURNAME,
  sex: '1',
  nationality: 'NZ',
  birthday: '1980-01-01',
  documentType: 'PP',
  documentNumber: `E12345${60 + i}`,
  documentIssuer: 'NZ',
  documentExpiry: '2035-01-01',
}));

/** A flight date whose economy seats a test holds: the non-stop of a route, on a date, as the nz site sells it. */
export interface HeldFlight {
  readonly baseURL: string;
  readonly dep: string;
  readonly arr: string;
  readonly date: string;
}

/**
 * Holds economy seats on a route's non-stop with unpaid orders of nine, as other travellers' bookings would, until
 * at least `seats` are held; answers the order numbers. Each order comes from a browser and an address of its own,
 * two orders an address, within the hold caps that stop one visitor from holding a flight.
 */
export async function holdSeats(flight: HeldFlight, seats: number, run: number): Promise<string[]> {
  const orders: string[] = [];
  for (let i = 0; orders.length * PARTY < seats; i++) {
    const context = await request.newContext({ baseURL: flight.baseURL });
    try {
      const api = e2eApi(context);
      const site = { country: 'nz', language: 'en' } as const;
      const { encryptArgs } = await api.ok(createSearchLink, {
        query: site,
        body: { tripType: 'S', dep: [flight.dep], arr: [flight.arr], date: [flight.date], adt: PARTY, cnn: 0, inf: 0, cabin: '0' },
      });
      const { execution } = await api.ok(openBookingSession, { body: { encryptArgs } });
      const { rows } = (await api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date: flight.date, set: '0' } })).data.grid;
      const nonstop = rows.find((row) => row.stops === 0);
      if (!nonstop) throw new Error(`no non-stop ${flight.dep}–${flight.arr} on ${flight.date}`);
      const address = `198.19.${run % 256}.${Math.floor(i / 2) + 1}`;
      const { order } = await api.ok(
        createOrder,
        {
          query: { execution, ...site },
          body: {
            session: execution,
            passengers: party,
            contact: { contactName: 'Test Holder', areaCode: '64', phone: '211234567', email: `holder-${run}-${i}@example.com` },
            choices: [{ set: 0, sol: nonstop.sol, familyId: 'ECONOMY_FLEX' }],
          },
        },
        { headers: { 'x-forwarded-for': address } },
      );
      orders.push(order.orderNo);
    } finally {
      await context.dispose();
    }
  }
  return orders;
}

/** Cancels the orders holdSeats made, as their traveller would with the order number and surname: the seats go back on sale. */
export async function releaseSeats(baseURL: string, orderNos: readonly string[]): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    const api = e2eApi(context);
    for (const orderNo of orderNos) await api.ok(cancelOrder, { body: { orderNo, surname: SURNAME } });
  } finally {
    await context.dispose();
  }
}
