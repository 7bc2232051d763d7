import { inArray } from 'drizzle-orm';
import type { OrderSegment } from '../../domain/booking/order.ts';
import { distanceKm } from '../airline/airports.ts';
import { FARE_FAMILIES } from '../airline/fares/families.ts';
import type { Transaction } from '../db/connect.ts';
import { airport } from '../db/schema.ts';
import { tripAccruedMiles } from './award-chart.ts';

/**
 * The miles a cash order's member earns: one traveller's distance flown on each segment times its fare family's
 * percentage. The demo credits them when the tickets are issued, not when they are flown, and credits the booking
 * member once, whoever travels.
 */
export async function cashOrderMiles(tx: Transaction, segments: readonly OrderSegment[]): Promise<number> {
  const codes = [...new Set(segments.flatMap((s) => [s.depAirport, s.arrAirport]))];
  if (codes.length === 0) return 0;
  const rows = await tx.db.select().from(airport).where(inArray(airport.code, codes));
  const at = new Map(rows.map((row) => [row.code, row]));
  return tripAccruedMiles(
    segments.flatMap((segment) => {
      const from = at.get(segment.depAirport);
      const to = at.get(segment.arrAirport);
      const family = FARE_FAMILIES.find((f) => f.id === segment.familyId);
      return from && to && family ? [{ km: distanceKm(from, to), milesPercent: family.rules.milesPercent }] : [];
    }),
  );
}
