import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sites } from '../../sites.config.ts';
import { createSearchLink, openBookingSession, searchFlights, searchNextSlice } from '../../src/domain/api/shop.ts';
import { bookableRange, defaultSearchForm, searchToday } from '../../src/domain/shop/search-box.ts';
import { choiceForCode } from '../../src/domain/shop/search-box-cities.ts';
import { checkSearchForm } from '../../src/domain/shop/search-box-request.ts';
import { citiesIn } from '../../src/server/airline/city-names.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { demoDatabase, TEST_NOW, testApp } from '../support/test-app.ts';

// The default dates count from today: on this day (within the demo data's year), several long routes of the default
// trips did not fly before they were made daily. Every weekday is covered by tests/unit/demo-network-gateways.test.ts.
const clock = manualClock(new Date(Date.parse(TEST_NOW) + 6 * 86_400_000));
let t: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  t = await testApp({ clock, db: await demoDatabase() });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The trip the search box of a site offers before the visitor changes anything, checked as the box checks it. */
function defaultTripOf(site: (typeof sites)[number], now: Date) {
  const cities = citiesIn(site.languages.default);
  const range = bookableRange(now, 'UTC', site.defaults);
  const form = defaultSearchForm(site.defaults, searchToday(now, 'UTC'), range, {
    from: choiceForCode(cities, site.defaults.departure),
    to: choiceForCode(cities, site.defaults.arrival),
  });
  const checked = checkSearchForm(form, range);
  if (!checked.ok) throw new Error(`The default search of ${site.code} does not pass its own checks`);
  return checked.request;
}

describe("every site's default search", () => {
  it('finds an outbound and a return flight on each of the 27 sites, as the search box first offers the trip', async () => {
    const empty: string[] = [];
    for (const site of sites) {
      const request = defaultTripOf(site, clock.now());
      const { encryptArgs } = await t.api.ok(createSearchLink, { query: { country: site.code, language: site.languages.default }, body: request });
      const { execution } = await t.api.ok(openBookingSession, { body: { encryptArgs } });
      const out = (await t.api.ok(searchFlights, { body: { execution, date: request.date[0] } })).data.grid;
      const first = out.rows.find((row) => row.cells.some((cell) => cell.lowest));
      if (!first) {
        empty.push(`${site.code} ${request.dep[0]}-${request.arr[0]} ${request.date[0]}`);
        continue;
      }
      const back = await t.api.ok(searchNextSlice, {
        params: { session: execution },
        body: { execution, date: request.date[1], so: `${execution}_0_${first.sol}`, tripType: 'R' },
      });
      if (!back.data.grid.rows.some((row) => row.cells.some((cell) => cell.lowest)))
        empty.push(`${site.code} ${request.dep[1]}-${request.arr[1]} ${request.date[1]}`);
    }
    expect(sites).toHaveLength(27);
    expect(empty).toEqual([]);
  });
});
