import { type Flight, localOf } from '../airline/network/flights.ts';
import type { Itinerary } from '../airline/network/itineraries.ts';

/**
 * A solution's id names its flights (leg and local departure day of each), so a
 * chosen itinerary can be found again from the schedule alone, with no search
 * result kept on the server: `153.20432-881.20433`.
 */
export function solutionId(itinerary: Itinerary): string {
  return itinerary.flights.map((f) => `${f.leg.id}.${f.depDay}`).join('-');
}

export const SOLUTION_ID = /^\d{1,9}\.\d{1,6}(?:-\d{1,9}\.\d{1,6}){0,2}$/;

export interface FlightView {
  readonly flightNo: string;
  readonly from: string;
  readonly to: string;
  /** Local date and time at each airport, YYYY-MM-DDTHH:MM. */
  readonly departure: string;
  readonly arrival: string;
  readonly minutes: number;
  readonly aircraft: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function localText(utc: number, offset: number): string {
  const { date, minutes } = localOf(utc, offset);
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function flightView(flight: Flight): FlightView {
  return {
    flightNo: `${flight.leg.airline}${flight.leg.flightNumber}`,
    from: flight.leg.from,
    to: flight.leg.to,
    departure: localText(flight.depUtc, flight.leg.depUtcOffset),
    arrival: localText(flight.arrUtc, flight.leg.arrUtcOffset),
    minutes: flight.arrUtc - flight.depUtc,
    aircraft: flight.leg.aircraftType,
  };
}

/** What a results row shows of an itinerary, whatever it is priced in: its solution id, flights, duration and stops. */
export function itineraryRow(itinerary: Itinerary) {
  return { sol: solutionId(itinerary), flights: itinerary.flights.map(flightView), minutes: itinerary.minutes, stops: itinerary.stops };
}
