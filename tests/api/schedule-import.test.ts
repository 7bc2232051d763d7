import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airportLookup, importSchedule } from '../../src/server/airline/schedule-import.ts';
import { SsimError, type SsimLeg } from '../../src/server/airline/ssim/types.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { fixedClock } from '../../src/server/platform/clock.ts';
import { ssimTestFile, ssimTestLeg } from '../support/ssim-schedules.ts';
import { demoDatabase, freshDatabase } from '../support/test-app.ts';

const clock = fixedClock('2026-11-21T08:00:00Z');
const lookup = airportLookup(new Map());

const leg = (flightNumber: number, from: string, to: string) => ssimTestLeg({ flightNumber, from, to });
const file = (legs: SsimLeg[]) => ssimTestFile(legs);

const count = async (db: DbHandle, sql: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0].n;

describe('importing a schedule', () => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('stores every leg and the airports it serves, with their time zones', async () => {
    const result = await importSchedule(db, file([leg(3301, 'CAN', 'PVG'), leg(3302, 'PVG', 'CAN')]), lookup, clock);
    expect(result).toMatchObject({ airlines: [{ airline: 'CZ', legs: 2, added: 2, removed: 0 }], legs: 2, airports: 2 });
    expect(await count(db, 'flight_leg')).toBe(2);
    const [pvg] = await db.query<{ time_zone: string; country: string }>("select time_zone, country from airport where code = 'PVG'");
    expect(pvg).toEqual({ time_zone: 'Asia/Shanghai', country: 'CN' });
  });

  it("replaces the airline's earlier schedule", async () => {
    await importSchedule(db, file([leg(3401, 'CAN', 'CTU')]), lookup, clock);
    expect(await db.query<{ flight_number: number }>('select flight_number from flight_leg')).toEqual([{ flight_number: 3401 }]);
    expect(await count(db, 'schedule_import')).toBe(1);
  });

  it('refuses a broken file whole and keeps the schedule it had', async () => {
    const broken = file([leg(3501, 'CAN', 'PEK')]).replace('3501', '35X1');
    await expect(importSchedule(db, broken, lookup, clock)).rejects.toBeInstanceOf(SsimError);
    expect(await db.query<{ flight_number: number }>('select flight_number from flight_leg')).toEqual([{ flight_number: 3401 }]);
  });

  it('refuses a station that no airport data knows, naming its line', async () => {
    const error = await importSchedule(db, file([leg(3601, 'CAN', 'PEK'), leg(3602, 'CAN', 'ZZX')]), lookup, clock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SsimError);
    expect((error as SsimError).problems).toEqual([{ line: 4, field: 'arrival station', message: 'no airport ZZX is known' }]);
    expect(await count(db, 'flight_leg')).toBe(1);
  });
});

describe('the demo network', () => {
  it('is generated and imported through the same importer, with at least 3,000 flights a day', async () => {
    // The run's demo template is loaded by the demo network step, as a first start loads it.
    const db = await demoDatabase();
    try {
      const [{ n }] = await db.query<{ n: number }>(
        `select count(*)::int as n from flight_leg
         where period_from <= $1::date and period_to >= $1::date and position(extract(isodow from $1::date)::text in days) > 0`,
        ['2026-12-15'],
      );
      expect(n).toBeGreaterThanOrEqual(3000);
      const hubs = await db.query<{ dep_station: string }>("select distinct dep_station from flight_leg where dep_station in ('CAN', 'PKX') order by 1");
      expect(hubs.map((h) => h.dep_station)).toEqual(['CAN', 'PKX']);
      for (const gateway of ['AKL', 'SYD', 'YVR', 'LHR', 'CDG', 'FRA', 'AMS', 'FCO', 'LAX', 'SVO', 'MEX', 'KTM', 'DXB', 'KTI']) {
        expect(await count(db, `flight_leg where dep_station = '${gateway}' and arr_station = 'CAN'`), gateway).toBeGreaterThan(0);
      }
    } finally {
      await db.close();
    }
  });
});
