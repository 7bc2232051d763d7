import { addDays, type CalendarDate } from '../../../domain/validation/dates.ts';
import { type Airport, distanceKm, utcOffsetOn } from '../airports.ts';
import type { SsimLeg, SsimSchedule } from '../ssim/types.ts';
import {
  aircraftFor,
  blockMinutes,
  DOMESTIC_WEIGHTS,
  HUB,
  INTERNATIONAL,
  MIN_DOMESTIC_KM,
  SECOND_HUB,
  SECOND_HUB_INTERNATIONAL,
  SITE_GATEWAYS,
} from './routes.ts';

export const DEMO_AIRLINE = 'CZ';

/** A small seeded random generator, so the same date gives the same network. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Route {
  readonly from: Airport;
  readonly to: Airport;
  readonly perDay: number;
  /** Days of the week it flies (1 Monday … 7 Sunday). */
  readonly days: readonly number[];
}

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

function domesticRoutes(airports: Map<string, Airport>): Route[] {
  const codes = Object.keys(DOMESTIC_WEIGHTS);
  const routes: Route[] = [];
  for (const a of codes) {
    for (const b of codes) {
      const from = airports.get(a);
      const to = airports.get(b);
      if (!from || !to || a === b || distanceKm(from, to) < MIN_DOMESTIC_KM) continue;
      const perDay = Math.max(1, Math.min(16, Math.round((DOMESTIC_WEIGHTS[a] * DOMESTIC_WEIGHTS[b]) / 6)));
      routes.push({ from, to, perDay, days: EVERY_DAY });
    }
  }
  return routes;
}

function internationalRoutes(airports: Map<string, Airport>, random: () => number): Route[] {
  const routes: Route[] = [];
  const link = (hubCode: string, code: string) => {
    const hub = airports.get(hubCode);
    const far = airports.get(code);
    if (!hub || !far) throw new Error(`Unknown airport ${hubCode} or ${code}`);
    const km = distanceKm(hub, far);
    const perDay = km < 3000 ? 3 : km < 6000 ? 2 : 1;
    // The longest routes fly on some days of the week only, but for a site's gateway: its search box starts there on
    // dates that count from today, so any weekday must have flights. The days are drawn for both, so that the draws
    // after them, and with them the rest of the network, stay the same.
    const drawn = km > 9000 ? EVERY_DAY.filter(() => random() < 0.7) : EVERY_DAY;
    const days = SITE_GATEWAYS.has(code) ? EVERY_DAY : drawn;
    const weekly = days.length > 0 ? days : [1, 4];
    routes.push({ from: hub, to: far, perDay, days: weekly }, { from: far, to: hub, perDay, days: weekly });
  };
  for (const code of INTERNATIONAL) link(HUB, code);
  for (const code of SECOND_HUB_INTERNATIONAL) link(SECOND_HUB, code);
  return routes;
}

/** Local departure times for n flights a day, spread from 07:00 to 22:00 on five-minute steps. */
function departureTimes(perDay: number, random: () => number): number[] {
  const first = 7 * 60;
  const span = 15 * 60;
  return Array.from({ length: perDay }, (_, i) => {
    const slot = first + (span * (i + 0.5)) / perDay + (random() - 0.5) * 40;
    return Math.round(slot / 5) * 5;
  });
}

/**
 * Splits a flight's period where either end's UTC offset changes (daylight saving),
 * since a SSIM leg holds one offset per end for its whole period.
 */
function periodsByOffsets(from: Airport, to: Airport, start: CalendarDate, days: number) {
  const periods: { from: CalendarDate; to: CalendarDate; depOffset: number; arrOffset: number }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    const depOffset = utcOffsetOn(from.timeZone, date);
    const arrOffset = utcOffsetOn(to.timeZone, date);
    const last = periods.at(-1);
    if (last && last.depOffset === depOffset && last.arrOffset === arrOffset) last.to = date;
    else periods.push({ from: date, to: date, depOffset, arrOffset });
  }
  return periods;
}

/**
 * The demo airline's schedule: every domestic pair of weighted Chinese cities,
 * every international point from the hub CAN (the main ones from PKX too), flying
 * from `start` for `days` days. The same start gives the same file.
 */
export function generateDemoSchedule(airports: Map<string, Airport>, start: CalendarDate, days: number): SsimSchedule {
  const random = seeded(start.year * 10_000 + start.month * 100 + start.day);
  const routes = [...domesticRoutes(airports), ...internationalRoutes(airports, random)];
  const legs: SsimLeg[] = [];
  let nextDomestic = 3001;
  let nextInternational = 301;
  // A route's periods depend only on its two time zones: worked out once per pair, not once per departure.
  const periodsOfZones = new Map<string, ReturnType<typeof periodsByOffsets>>();
  const periodsOf = (from: Airport, to: Airport) => {
    const key = `${from.timeZone}|${to.timeZone}`;
    let periods = periodsOfZones.get(key);
    if (!periods) {
      periods = periodsByOffsets(from, to, start, days);
      periodsOfZones.set(key, periods);
    }
    return periods;
  };
  for (const route of routes) {
    const km = distanceKm(route.from, route.to);
    const plan = aircraftFor(km);
    const block = blockMinutes(km);
    const international = route.from.country !== route.to.country;
    for (const departure of departureTimes(route.perDay, random)) {
      const flightNumber = international ? nextInternational++ : nextDomestic++;
      for (const period of periodsOf(route.from, route.to)) {
        const arrivalUtc = departure - period.depOffset + block;
        const arrivalLocal = arrivalUtc + period.arrOffset;
        const dayOffset = Math.floor(arrivalLocal / 1440);
        const arrivalTime = ((arrivalLocal % 1440) + 1440) % 1440;
        legs.push({
          airline: DEMO_AIRLINE,
          flightNumber,
          suffix: '',
          variation: 1,
          legSequence: 1,
          serviceType: 'J',
          periodFrom: period.from,
          periodTo: period.to,
          days: route.days,
          departure: { station: route.from.code, passengerTime: departure, aircraftTime: departure, utcOffset: period.depOffset, terminal: '' },
          arrival: { station: route.to.code, passengerTime: arrivalTime, aircraftTime: arrivalTime, utcOffset: period.arrOffset, terminal: '' },
          arrivalDayOffset: dayOffset,
          aircraftType: plan.type,
          bookingDesignators: plan.bookingDesignators,
          configuration: plan.configuration,
          cargo: {},
          aircraftVersion: '',
          mealNote: block >= 150 ? 'M' : 'S',
        });
      }
    }
  }
  const end = addDays(start, days - 1);
  return {
    airline: DEMO_AIRLINE,
    timeMode: 'L',
    season: 'DEM',
    validFrom: start,
    validTo: end,
    creationDate: start,
    title: 'DEMO NETWORK (GENERATED)',
    legs,
  };
}

/** How many flights operate on a date. */
export function flightsOn(schedule: SsimSchedule, date: CalendarDate): number {
  const at = Date.UTC(date.year, date.month - 1, date.day);
  const weekday = ((new Date(at).getUTCDay() + 6) % 7) + 1;
  return schedule.legs.filter((leg) => {
    const from = Date.UTC(leg.periodFrom.year, leg.periodFrom.month - 1, leg.periodFrom.day);
    const to = Date.UTC(leg.periodTo.year, leg.periodTo.month - 1, leg.periodTo.day);
    return at >= from && at <= to && leg.days.includes(weekday);
  }).length;
}
