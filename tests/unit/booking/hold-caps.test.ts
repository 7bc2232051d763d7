import { describe, expect, it } from 'vitest';
import { dayText } from '../../../src/server/airline/network/flights.ts';
import { exceedsCap, type HeldSeats } from '../../../src/server/booking/hold-caps.ts';

const DAY = 20_800;
const cap = { perFlightDate: 18, total: 36 };
/** Seats of an order on flight dates, as the count reads them. */
const order = (orderId: number, seats: number, flights: readonly (readonly [number, number])[]): HeldSeats[] =>
  flights.map(([legId, day]) => ({ orderId, legId, depDate: dayText(day), seats }));

describe('the hold caps', () => {
  it('count each order once in the total, however many flights it takes', () => {
    const roundTripWithConnections = order(1, 9, [
      [1, DAY],
      [2, DAY],
      [3, DAY + 7],
      [4, DAY + 7],
    ]);
    const held = [...roundTripWithConnections, ...order(2, 9, [[5, DAY]]), ...order(3, 9, [[6, DAY]])];
    expect(exceedsCap(held, { flights: [{ legId: 7, day: DAY }], seats: 9 }, cap)).toBe(false);
    expect(exceedsCap(held, { flights: [{ legId: 7, day: DAY }], seats: 10 }, cap)).toBe(true);
  });

  it('add up the seats of every order on a flight date, and of the new order on each of its flight dates', () => {
    const held = [...order(1, 9, [[1, DAY]]), ...order(2, 5, [[1, DAY]])];
    expect(exceedsCap(held, { flights: [{ legId: 1, day: DAY }], seats: 4 }, cap)).toBe(false);
    expect(exceedsCap(held, { flights: [{ legId: 1, day: DAY }], seats: 5 }, cap)).toBe(true);
    expect(exceedsCap(held, { flights: [{ legId: 1, day: DAY + 1 }], seats: 9 }, cap)).toBe(false);
    expect(
      exceedsCap(
        held,
        {
          flights: [
            { legId: 2, day: DAY },
            { legId: 1, day: DAY },
          ],
          seats: 5,
        },
        cap,
      ),
    ).toBe(true);
  });
});
