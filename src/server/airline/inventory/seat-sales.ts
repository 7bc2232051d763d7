import type { DbHandle } from '../../db/connect.ts';
import type { SeatSaleRow } from '../../db/schema.ts';
import { BoundedCache } from '../../platform/bounded-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { dayText, type Flight } from '../network/flights.ts';

/** Seats sold so far on a flight, by booking class. */
export type SoldSeats = (flight: Flight) => ReadonlyMap<string, number>;

/**
 * How long seats sold read from the database are trusted. Sales made through this
 * process are seen at once (see `changed`); this bounds how late a search run by
 * another server process sees them. An order always holds its seats against the
 * database, so a late view can never oversell.
 */
export const SALES_FRESH_MS = 2_000;

/** The seats sold kept for the flights searched lately: a flight date's counts take a few hundred bytes. */
const SALES_CACHE_BYTES = 8 * 1024 * 1024;

interface Entry {
  /** Replaced, never changed, when a count changes: results priced on it compare it by identity. */
  readonly classes: ReadonlyMap<string, number>;
  readAt: number;
}

const NONE: ReadonlyMap<string, number> = new Map();
const keyOf = (legId: number, day: number) => `${legId}|${day}`;

/**
 * The seats sold per flight date and booking class, read from the database for
 * the flights a search touches, and kept briefly so that repeated searches need
 * no round trip. A flight's counts are a new object whenever they change, so a
 * result priced on them can tell, by identity, whether it is still current.
 */
export function createSeatSales(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  const cache = new BoundedCache<string, Entry>({ maxBytes: SALES_CACHE_BYTES });

  async function read(keys: readonly { legId: number; day: number }[], now: number): Promise<void> {
    // Every flight of a search in one statement: the pairs go in as two arrays.
    const rows = await db.query<Pick<SeatSaleRow, 'legId' | 'bookingClass' | 'sold'> & { day: number }>(
      `select leg_id as "legId", (dep_date - date '1970-01-01') as day, booking_class as "bookingClass", sold from seat_sale
        where (leg_id, dep_date) in (select * from unnest($1::int[], $2::date[]))`,
      [keys.map((k) => k.legId), keys.map((k) => dayText(k.day))],
    );
    const found = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const key = keyOf(row.legId, Number(row.day));
      const classes = found.get(key) ?? new Map<string, number>();
      classes.set(row.bookingClass, row.sold);
      found.set(key, classes);
    }
    for (const { legId, day } of keys) {
      const key = keyOf(legId, day);
      const classes = found.get(key) ?? NONE;
      const before = cache.get(key);
      if (before && sameCounts(before.classes, classes)) before.readAt = now;
      else cache.set(key, { classes, readAt: now });
    }
  }

  return {
    /** The seats sold on these flights, no older than SALES_FRESH_MS. */
    async of(flights: Iterable<Flight>): Promise<SoldSeats> {
      const now = clock.now().getTime();
      const stale = new Map<string, { legId: number; day: number }>();
      for (const flight of flights) {
        const key = keyOf(flight.leg.id, flight.depDay);
        const entry = cache.get(key);
        if ((!entry || now - entry.readAt > SALES_FRESH_MS) && !stale.has(key)) stale.set(key, { legId: flight.leg.id, day: flight.depDay });
      }
      if (stale.size > 0) await read([...stale.values()], now);
      return (flight) => cache.get(keyOf(flight.leg.id, flight.depDay))?.classes ?? NONE;
    },

    /** Called by whatever sells or releases seats in this process. */
    changed(legId: number, day: number): void {
      cache.delete(keyOf(legId, day));
    },
  };
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [key, value] of a) if (b.get(key) !== value) return false;
  return true;
}

export type SeatSales = ReturnType<typeof createSeatSales>;
