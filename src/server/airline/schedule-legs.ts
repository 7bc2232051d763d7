import { formatDate, parseDate } from '../../domain/validation/dates.ts';
import type { Transaction } from '../db/connect.ts';
import type { FlightLegRow } from '../db/schema.ts';
import type { PlannedLeg } from './schedule-diff.ts';
import type { SsimLeg } from './ssim/types.ts';

/** A leg as the flight_leg table holds it, without its id and import. */
export type StoredLeg = Readonly<Omit<FlightLegRow, 'id' | 'importId'>>;

export function storedLeg(leg: SsimLeg): StoredLeg {
  return {
    airline: leg.airline,
    flightNumber: leg.flightNumber,
    suffix: leg.suffix,
    variation: leg.variation,
    legSequence: leg.legSequence,
    serviceType: leg.serviceType,
    periodFrom: formatDate(leg.periodFrom),
    periodTo: formatDate(leg.periodTo),
    days: leg.days.join(''),
    depStation: leg.departure.station,
    arrStation: leg.arrival.station,
    depTime: leg.departure.passengerTime,
    arrTime: leg.arrival.passengerTime,
    depUtcOffset: leg.departure.utcOffset,
    arrUtcOffset: leg.arrival.utcOffset,
    arrivalDayOffset: leg.arrivalDayOffset,
    aircraftType: leg.aircraftType,
    bookingDesignators: leg.bookingDesignators,
    configuration: leg.configuration,
    cargo: leg.cargo,
    aircraftVersion: leg.aircraftVersion,
    mealNote: leg.mealNote,
  };
}

// PostgreSQL's jsonb keeps its own key order, so counts are compared in one order.
const counts = (record: Readonly<Record<string, number>>) =>
  Object.entries(record)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, n]) => `${code}${n}`)
    .join('');

/** Everything stored of a leg, as one string: two legs with the same key are the same leg. */
export function legKey(leg: StoredLeg): string {
  return [
    leg.airline,
    leg.flightNumber,
    leg.suffix,
    leg.variation,
    leg.legSequence,
    leg.serviceType,
    leg.periodFrom,
    leg.periodTo,
    leg.days,
    leg.depStation,
    leg.arrStation,
    leg.depTime,
    leg.arrTime,
    leg.depUtcOffset,
    leg.arrUtcOffset,
    leg.arrivalDayOffset,
    leg.aircraftType,
    leg.bookingDesignators,
    counts(leg.configuration),
    counts(leg.cargo),
    leg.aircraftVersion,
    leg.mealNote,
  ].join('|');
}

/**
 * A stored leg as a SSIM leg again, to write the schedule the database holds (aircraft times and
 * terminals are not stored: the passenger times and no terminal stand in for them).
 */
export function ssimLegOf(leg: StoredLeg): SsimLeg {
  return {
    airline: leg.airline,
    flightNumber: leg.flightNumber,
    suffix: leg.suffix,
    variation: leg.variation,
    legSequence: leg.legSequence,
    serviceType: leg.serviceType,
    periodFrom: calendarDate(leg.periodFrom),
    periodTo: calendarDate(leg.periodTo),
    days: [...leg.days].map(Number),
    departure: { station: leg.depStation, passengerTime: leg.depTime, aircraftTime: leg.depTime, utcOffset: leg.depUtcOffset, terminal: '' },
    arrival: { station: leg.arrStation, passengerTime: leg.arrTime, aircraftTime: leg.arrTime, utcOffset: leg.arrUtcOffset, terminal: '' },
    arrivalDayOffset: leg.arrivalDayOffset,
    aircraftType: leg.aircraftType,
    bookingDesignators: leg.bookingDesignators,
    configuration: leg.configuration,
    cargo: leg.cargo,
    aircraftVersion: leg.aircraftVersion,
    mealNote: leg.mealNote,
  };
}

function calendarDate(text: string) {
  const date = parseDate(text.slice(0, 10));
  if (!date) throw new Error(`Bad stored date ${text}`);
  return date;
}

/** A stored leg as the schedule comparison sees it. */
export function plannedLeg(leg: StoredLeg): PlannedLeg {
  return {
    airline: leg.airline,
    flightNumber: leg.flightNumber,
    suffix: leg.suffix,
    depStation: leg.depStation,
    arrStation: leg.arrStation,
    periodFrom: calendarDate(leg.periodFrom),
    periodTo: calendarDate(leg.periodTo),
    days: [...leg.days].map(Number),
    depTime: leg.depTime,
    arrTime: leg.arrTime,
    arrivalDayOffset: leg.arrivalDayOffset,
    aircraftType: leg.aircraftType,
    configuration: leg.configuration,
  };
}

const STORED_COLUMNS = `id, airline, flight_number as "flightNumber", suffix, variation, leg_sequence as "legSequence",
  service_type as "serviceType", period_from::text as "periodFrom", period_to::text as "periodTo", days,
  dep_station as "depStation", arr_station as "arrStation", dep_time as "depTime", arr_time as "arrTime",
  dep_utc_offset as "depUtcOffset", arr_utc_offset as "arrUtcOffset", arrival_day_offset as "arrivalDayOffset",
  aircraft_type as "aircraftType", booking_designators as "bookingDesignators", configuration, cargo,
  aircraft_version as "aircraftVersion", meal_note as "mealNote"`;

/** The legs an airline's schedule holds now, with their ids. */
export function storedLegsOf(tx: Pick<Transaction, 'query'>, airline: string): Promise<(StoredLeg & { id: number })[]> {
  return tx.query<StoredLeg & { id: number }>(`select ${STORED_COLUMNS} from flight_leg where airline = $1`, [airline]);
}
