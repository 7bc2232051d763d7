import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createRequestLimits } from '../../src/server/member/request-limits.ts';
import { systemClock } from '../../src/server/platform/clock.ts';
import { createStaffAccounts } from '../../src/server/special-passengers/staff-accounts.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const run = promisify(execFile);

describe('npm run staff-account', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('adds a reviewer who can then sign in, sets a new password, and refuses a short one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-staff-'));
    const dataDir = join(dir, 'data');
    const db = await openDatabase({ kind: 'pglite', dataDir });
    await migrate(db);
    await db.close();
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STOREFRONT_SECRET: 'a'.repeat(40), LOG_LEVEL: 'warn' };
    const account = (password: string, ...args: string[]) =>
      run(process.execPath, ['src/server/cli/staff-account.ts', ...args], { cwd: ROOT, env: { ...env, STAFF_PASSWORD: password } });

    expect((await account('first long password', '--name', 'rita')).stdout).toMatch(/Staff account rita can now sign in/);
    expect((await account('second long password', '--name', 'rita')).stdout).toMatch(/rita/);
    await expect(account('short', '--name', 'sam')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/at least 12 characters/) });

    const check = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const staff = createStaffAccounts({ db: check, clock: systemClock, limits: createRequestLimits({ db: check, clock: systemClock }) });
      expect(await staff.logIn('rita', 'first long password', '203.0.113.5')).toBeUndefined();
      expect(await staff.whoIs(await staff.logIn('rita', 'second long password', '203.0.113.5'))).toBe('rita');
      expect(await staff.logIn('sam', 'short', '203.0.113.5')).toBeUndefined();
    } finally {
      await check.close();
    }
  }, 60_000);
});
