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

describe('npm run miles-adjust', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('adds and takes a member’s miles on the servers’ database, refuses to go below zero and names an unknown member', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-miles-'));
    const dataDir = join(dir, 'data');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(db);
    await db.query(
      `insert into member (member_no, given_name, surname, email, area_code, phone, password_hash, created_at)
       values ('100000000777', 'Mei', 'Lin', 'mei@example.com', '86', '13912345678', 'x', now())`,
    );
    await db.close();

    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STOREFRONT_SECRET: 'a'.repeat(40), LOG_LEVEL: 'warn' };
    const adjust = (...args: string[]) => run(process.execPath, ['src/server/cli/miles-adjust.ts', ...args], { cwd: ROOT, env });
    const failure = (...args: string[]) =>
      adjust(...args).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );

    expect((await adjust('--member', '100000000777', '--miles', '5000', '--reason', 'missing flight claim')).stdout).toMatch(
      /added 5000 miles; the balance is now 5000/,
    );
    expect(await failure('--member', '100000000777', '--miles=-6000', '--reason', 'duplicate')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/fewer than 6000 miles: nothing was taken/),
    });
    expect((await adjust('--member', '100000000777', '--miles=-2000', '--reason', 'duplicate')).stdout).toMatch(/took 2000 miles; the balance is now 3000/);
    expect(await failure('--member', '999', '--miles', '10', '--reason', 'typo')).toMatchObject({ code: 1, stderr: expect.stringMatching(/No member 999/) });
    expect(await failure('--member', '100000000777', '--miles', '1.5', '--reason', 'x')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/whole number of miles/),
    });
  }, 60_000);
});
