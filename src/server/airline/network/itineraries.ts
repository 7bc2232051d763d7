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

  const departures = (station: string, d: number) => index.departures(station, d);
  /** Flights from the station of `first`'s arrival that a traveller on it can catch. */
  const onward = (first: Flight) => {
    const arrivalDay = Math.floor((first.arrUtc + first.leg.arrUtcOffset) / MINUTES_PER_DAY);
    return [...departures(first.leg.to, arrivalDay), ...departures(first.leg.to, arrivalDay + 1)].filter((next) => canConnect(first, next, index, rules));
  };
  const flownKm = (flights: Flight[]) =>
    flights.reduce((sum, f) => {
      const a = airports.get(f.leg.from);
      const b = airports.get(f.leg.to);
      return sum + (a && b ? distanceKm(a, b) : 0);
    }, 0);

  const found: Itinerary[] = [];
  for (const start of origins) {
    for (const first of departures(start, day)) {
      if (destinations.has(first.leg.to)) {
        found.push(itinerary([first]));
        continue;
      }
      if (!hubs.includes(first.leg.to)) continue;
      for (const second of onward(first)) {
        if (destinations.has(second.leg.to)) {
          if (flownKm([first, second]) <= budgetKm) found.push(itinerary([first, second]));
          continue;
        }
        if (!hubs.includes(second.leg.to) || second.leg.to === start) continue;
        for (const third of onward(second)) {
          if (destinations.has(third.leg.to) && flownKm([first, second, third]) <= budgetKm) found.push(itinerary([first, second, third]));
        }
      }
    }
  }
  return pickBest(found, rules.maxResults);
}

/**
 * Keeps, for each first flight, the quickest way on, and of those the best by
 * stops and time: a traveller wants choice of departure, not every slow variant.
 */
function pickBest(found: Itinerary[], limit: number): Itinerary[] {
  const byStart = new Map<string, Itinerary>();
  for (const candidate of found) {
    const key = `${candidate.flights[0].leg.id}|${candidate.stops}`;
    const kept = byStart.get(key);
    if (!kept || candidate.arrUtc < kept.arrUtc) byStart.set(key, candidate);
  }
  return [...byStart.values()]
    .sort((a, b) => a.stops - b.stops || a.minutes - b.minutes)
    .slice(0, limit)
    .sort((a, b) => a.depUtc - b.depUtc || a.minutes - b.minutes);
}
