import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEG } from '../../src/server/airline/ssim/records.ts';
import type { SsimLeg } from '../../src/server/airline/ssim/types.ts';
import { ssimTestFile, ssimTestLeg } from '../support/ssim-schedules.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);

const leg = (flightNumber: number) =>
  ssimTestLeg({
    airline: 'XQ',
    flightNumber,
    periodFrom: { year: 2026, month: 12, day: 1 },
    periodTo: { year: 2027, month: 3, day: 27 },
    days: [1, 3, 5],
    to: 'KMG',
  });
const file = (legs: SsimLeg[]) => ssimTestFile(legs, { validFrom: { year: 2026, month: 12, day: 1 }, validTo: { year: 2027, month: 3, day: 27 } });

/** Breaks the departure time of every leg: 2460 is no time of day. */
const broken = (content: string) =>
  content
    .split('\n')
    .map((record) => (record.startsWith('3') ? `${record.slice(0, LEG.depPassengerTime.from - 1)}2460${record.slice(LEG.depPassengerTime.to)}` : record))
    .join('\n');

describe('npm run import-schedule', () => {
  let dir = '';
  let env: NodeJS.ProcessEnv;
  const importSchedule = (...args: string[]) =>
    run(process.execPath, ['src/server/cli/import-schedule.ts', ...args], { cwd: ROOT, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-import-schedule-'));
    env = {
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      MAIL_OUTBOX_DIR: join(dir, 'outbox'),
      STOREFRONT_SECRET: 'a'.repeat(40),
      LOG_LEVEL: 'warn',
    };
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a broken file naming every problem, shows fifty and counts the rest, and writes them all to the report', async () => {
    const path = join(dir, 'broken.ssim');
    await writeFile(path, broken(file(Array.from({ length: 70 }, (_, i) => leg(1000 + i)))));
    const report = join(dir, 'problems.txt');
    const outcome = await importSchedule('--report', report, path);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('The file was not imported: 70 problems.');
    expect(outcome.stderr).toContain('line 3, bytes 40-43, passenger STD: expected a time HHMM, found "2460"');
    expect(outcome.stderr).toContain('… and 20 more problems');
    const written = (await readFile(report, 'utf8')).trimEnd().split('\n');
    expect(written).toHaveLength(70);
    expect(written.at(-1)).toBe('line 72, bytes 40-43, passenger STD: expected a time HHMM, found "2460"');
  });

  it('prints what a file would change without changing it, then imports it, and a second import changes nothing', async () => {
    const path = join(dir, 'season.ssim');
    await writeFile(path, file([leg(2001), leg(2002)]));
    const dry = await importSchedule('--dry-run', path);
    expect(dry.stdout).toContain('XQ: 2 changes (2 legs in the file)');
    expect(dry.stdout).toMatch(/XQ2001 CAN-KMG 02DEC26-26MAR27 1\.3\.5 \(50 dates\): added 10:00-13:00/);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect((await importSchedule('--dry-run', path)).stdout).toContain('XQ: 2 changes');

    expect((await importSchedule(path)).stdout).toContain('XQ: 2 legs, 2 added, 0 removed.');
    expect((await importSchedule(path)).stdout).toContain('XQ: unchanged (2 legs).');
    expect((await importSchedule('--dry-run', path)).stdout).toContain('XQ: no change (2 legs in the file)');
  });
});
