import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';

const KM_PER_MILE = 1.609344;

/** One distance zone of the award chart: segments up to `upToKm` cost `miles[cabin]` one way. */
export interface AwardZone {
  readonly zone: number;
  readonly upToKm: number;
  /** Economy, premium economy, business, first. */
  readonly miles: readonly [number, number, number, number];
}

/**
 * The demo airline's award chart (demo data, not any real airline's): the miles of one segment, one way, for an
 * adult or a child, by the segment's great-circle distance and the cabin. An infant on a lap pays a tenth.
 */
export const AWARD_CHART: readonly AwardZone[] = [
  { zone: 1, upToKm: 1_000, miles: [8_000, 12_000, 20_000, 30_000] },
  { zone: 2, upToKm: 2_500, miles: [12_000, 18_000, 30_000, 45_000] },
  { zone: 3, upToKm: 5_000, miles: [20_000, 30_000, 50_000, 70_000] },
  { zone: 4, upToKm: 8_000, miles: [30_000, 45_000, 70_000, 100_000] },
  { zone: 5, upToKm: Number.POSITIVE_INFINITY, miles: [40_000, 60_000, 90_000, 130_000] },
];

/** An infant on a lap pays this share of an adult's miles. */
const INFANT_SHARE = 0.1;

/** The zone of a segment of this great-circle distance. */
export function awardZone(km: number): AwardZone {
  const found = AWARD_CHART.find((zone) => km <= zone.upToKm);
  if (!found) throw new Error(`no award zone for ${km} km`);
  return found;
}

/** The miles one passenger pays for one segment in a cabin. */
export function segmentAwardMiles(km: number, cabin: CabinClass, passenger: PassengerType): number {
  const miles = awardZone(km).miles[cabin];
  return passenger === 'INF' ? Math.round(miles * INFANT_SHARE) : miles;
}

/** The miles a cash ticket's segment earns: the distance flown in statute miles times its fare family's percentage. */
export function accruedMiles(km: number, milesPercent: number): number {
  return Math.floor(((km / KM_PER_MILE) * milesPercent) / 100);
}

/** A flown segment as accrual needs it: its great-circle distance and its fare family's percentage. */
export interface EarningSegment {
  readonly km: number;
  readonly milesPercent: number;
}

/** The miles one traveller earns on a cash trip: each segment's, added. */
export function tripAccruedMiles(segments: readonly EarningSegment[]): number {
  return segments.reduce((sum, segment) => sum + accruedMiles(segment.km, segment.milesPercent), 0);
}
