import { describe, expect, it } from 'vitest';
import { allSites } from '../../../src/domain/site-lookup.ts';
import { networkAirports } from '../../../src/server/airline/airports.ts';
import { generateDemoSchedule } from '../../../src/server/airline/demo/generate.ts';
import { HUB } from '../../../src/server/airline/demo/routes.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

describe('the demo network', () => {
  it("flies every site's default departure to and from the default arrival on every day of the week", async () => {
    const airports = await networkAirports();
    const schedule = generateDemoSchedule(airports, { year: 2026, month: 11, day: 21 }, WEEKDAYS.length);
    /** The airports a site's default departure (a city or an airport code) stands for. */
    const airportsOf = (code: string) => [...airports.values()].filter((a) => a.code === code || a.city === code).map((a) => a.code);
    const missing: string[] = [];
    for (const site of allSites()) {
      expect(site.defaults.arrival).toBe(HUB);
      const gateway = airportsOf(site.defaults.departure);
      for (const weekday of WEEKDAYS) {
        const flies = (from: (code: string) => boolean, to: (code: string) => boolean) =>
          schedule.legs.some((leg) => from(leg.departure.station) && to(leg.arrival.station) && leg.days.includes(weekday));
        if (
          !flies(
            (code) => gateway.includes(code),
            (code) => code === HUB,
          )
        )
          missing.push(`${site.code} out on weekday ${weekday}`);
        if (
          !flies(
            (code) => code === HUB,
            (code) => gateway.includes(code),
          )
        )
          missing.push(`${site.code} back on weekday ${weekday}`);
      }
    }
    expect(missing).toEqual([]);
    // Looking up the network's airports takes a few seconds on a busy machine.
  }, 30_000);
});
