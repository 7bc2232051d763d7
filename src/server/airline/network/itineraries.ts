import { distanceKm } from '../airports.ts';
import { type Flight, MINUTES_PER_DAY } from './flights.ts';
import type { ScheduleIndex } from './schedule-index.ts';

/** The connection rules of the network. */
export interface ConnectionRules {
  /** Minimum connecting time when both flights are domestic. */
  readonly domesticMct: number;
  /** Minimum connecting time when either flight crosses a border: longer, for passport control and transfer. */
  readonly internationalMct: number;
  /** Longest wait between two flights. */
  readonly maxConnection: number;
  /** A connection may fly at most this many times the direct distance, plus the slack. */
  readonly detourFactor: number;
  readonly detourSlackKm: number;
  readonly maxResults: number;
}

export const DEFAULT_RULES: ConnectionRules = {
  domesticMct: 60,
  internationalMct: 120,
  maxConnection: 16 * 60,
  detourFactor: 1.6,
  detourSlackKm: 300,
  maxResults: 60,
};

export interface Itinerary {
  readonly flights: readonly Flight[];
  readonly depUtc: number;
  readonly arrUtc: number;
  readonly minutes: number;
  readonly stops: number;
}

/** Whether a traveller can change from one flight to the next under the rules. */
export function canConnect(first: Flight, next: Flight, index: Pick<ScheduleIndex, 'isInternational'>, rules: ConnectionRules = DEFAULT_RULES): boolean {
  if (first.leg.to !== next.leg.from) return false;
  const wait = next.depUtc - first.arrUtc;
  if (wait < rules.domesticMct || wait > rules.maxConnection) return false;
  const mct = index.isInternational(first.leg) || index.isInternational(next.leg) ? rules.internationalMct : rules.domesticMct;
  return wait >= mct && wait <= rules.maxConnection;
}

function itinerary(flights: Flight[]): Itinerary {
  const depUtc = flights[0].depUtc;
  const arrUtc = flights[flights.length - 1].arrUtc;
  return { flights, depUtc, arrUtc, minutes: arrUtc - depUtc, stops: flights.length - 1 };
}

/**
 * The itineraries from a city or airport to another, leaving on a local date:
 * non-stop flights, and connections through the hubs with one or two stops that
 * respect the connecting times and do not wander far from the direct route.
 * Sorted by departure, then by journey time.
 */
export function findItineraries(index: ScheduleIndex, origin: string, destination: string, day: number, rules: ConnectionRules = DEFAULT_RULES): Itinerary[] {
  const origins = index.airportsOf(origin);
  const destinations = new Set(index.airportsOf(destination));
  if (origins.length === 0 || destinations.size === 0 || origins.some((o) => destinations.has(o))) return [];
  const airports = index.airports;
  const hubs = index.hubs().filter((h) => !destinations.has(h) && !origins.includes(h));
  const from = airports.get(origins[0]);
  const to = airports.get([...destinations][0]);
  if (!from || !to) return [];
  const budgetKm = distanceKm(from, to) * rules.detourFactor + rules.detourSlackKm;

  /** Flights from the station of `first`'s arrival that a traveller on it can catch. */
  const onward = (first: Flight): Flight[] => {
    const arrivalDay = Math.floor((first.arrUtc + first.leg.arrUtcOffset) / MINUTES_PER_DAY);
    const caught: Flight[] = [];
    for (const d of [arrivalDay, arrivalDay + 1])
      for (const next of index.departures(first.leg.to, d)) if (canConnect(first, next, index, rules)) caught.push(next);
    return caught;
  };
  const km = (flight: Flight) => {
    const a = airports.get(flight.leg.from);
    const b = airports.get(flight.leg.to);
    return a && b ? distanceKm(a, b) : 0;
  };

  // A cold search on a route through the hubs meets thousands of candidates: only the quickest with each number of
  // stops from each first flight becomes an itinerary, so the slower ones are never allocated.
  const found: Itinerary[] = [];
  for (const start of origins) {
    for (const first of index.departures(start, day)) {
      if (destinations.has(first.leg.to)) {
        found.push(itinerary([first]));
        continue;
      }
      if (!hubs.includes(first.leg.to)) continue;
      const firstKm = km(first);
      let oneStop: Flight[] | undefined;
      let twoStops: Flight[] | undefined;
      for (const second of onward(first)) {
        const secondKm = firstKm + km(second);
        if (destinations.has(second.leg.to)) {
          if (secondKm <= budgetKm && (!oneStop || second.arrUtc < oneStop[1].arrUtc)) oneStop = [first, second];
          continue;
        }
        if (!hubs.includes(second.leg.to) || second.leg.to === start) continue;
        for (const third of onward(second)) {
          if (destinations.has(third.leg.to) && secondKm + km(third) <= budgetKm && (!twoStops || third.arrUtc < twoStops[2].arrUtc))
            twoStops = [first, second, third];
        }
      }
      if (oneStop) found.push(itinerary(oneStop));
      if (twoStops) found.push(itinerary(twoStops));
    }
  }
  return pickBest(found, rules.maxResults);
}

/**
 * Of the quickest way on from each first flight, keeps the best by stops and time: a traveller wants choice of
 * departure, not every slow variant.
 */
function pickBest(found: Itinerary[], limit: number): Itinerary[] {
  return found
    .sort((a, b) => a.stops - b.stops || a.minutes - b.minutes)
    .slice(0, limit)
    .sort((a, b) => a.depUtc - b.depUtc || a.minutes - b.minutes);
}
