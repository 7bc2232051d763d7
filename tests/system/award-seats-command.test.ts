import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);

describe('npm run award-seats', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('sets, closes and restores the award seats of a cabin of a flight on a date, and names a flight that does not fly', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-award-seats-'));
    const dataDir = join(dir, 'data');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(db);
    await db.query(
      `insert into airport (code, city, country, time_zone, latitude, longitude)
       values ('AKL', 'AKL', 'NZ', 'Pacific/Auckland', -37.008, 174.792), ('CAN', 'CAN', 'CN', 'Asia/Shanghai', 23.392, 113.299)`,
    );
    const [{ id: importId }] = await db.query<{ id: number }>(
      `insert into schedule_import (airline, season, valid_from, valid_to, title, leg_count, sha256, imported_at)
       values ('CZ', 'W26', '2026-11-01', '2027-03-27', 'demo', 1, 'x', now()) returning id`,
    );
    // Wednesdays and Fridays (SSIM days 3 and 5), Auckland to Guangzhou.
    const [{ id: legId }] = await db.query<{ id: number }>(
      `insert into flight_leg (import_id, airline, flight_number, suffix, variation, leg_sequence, service_type, period_from, period_to, days,
         dep_station, arr_station, dep_time, arr_time, dep_utc_offset, arr_utc_offset, arrival_day_offset, aircraft_type, booking_designators, configuration, meal_note)
       values ($1, 'CZ', 302, '', 1, 1, 'J', '2026-11-01', '2027-03-27', '35', 'AKL', 'CAN', 600, 1100, 780, 480, 0, '333', 'JCDIOWSYBMHKULQETN', '{"J":24,"W":21,"Y":246}', '')
       returning id`,
      [importId],
    );
    await db.close();

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STOREFRONT_SECRET: 'a'.repeat(40), LOG_LEVEL: 'warn' };
    const seats = (...args: string[]) => run(process.execPath, ['src/server/cli/award-seats.ts', ...args], { cwd: ROOT, env });
    const failure = (...args: string[]) =>
      seats(...args).then(
        () => ({ stderr: '' }),
        (error: { stderr: string }) => error,
      );
    const space = async () => {
      const check = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await check.query<{ leg_id: number; dep_date: string; cabin: number; seats: number }>(
          "select leg_id, to_char(dep_date, 'YYYY-MM-DD') as dep_date, cabin, seats from award_space",
        );
      } finally {
        await check.close();
      }
    };

    expect((await seats('--flight', 'CZ302', '--date', '2026-12-09', '--cabin', 'economy', '--seats', '0')).stdout).toMatch(
      /CZ302 2026-12-09 economy \(AKL-CAN\): no award seats \(closed\)/,
    );
    expect(await space()).toEqual([{ leg_id: legId, dep_date: '2026-12-09', cabin: 0, seats: 0 }]);
    expect((await seats('--flight', 'cz302', '--date', '2026-12-09', '--cabin', 'economy', '--default')).stdout).toMatch(/the default share/);
    expect(await space()).toEqual([]);
    // Thursday is not one of its days.
    expect((await failure('--flight', 'CZ302', '--date', '2026-12-10', '--cabin', 'economy', '--seats', '2')).stderr).toMatch(/does not fly on 2026-12-10/);
    expect((await failure('--flight', 'CZ302', '--date', '2026-12-09', '--cabin', 'economy', '--seats=-1')).stderr).toMatch(/Usage: npm run award-seats/);
  }, 60_000);
});
