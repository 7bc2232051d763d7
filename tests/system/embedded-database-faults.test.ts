import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { getPublicKey, registerMember } from '../../src/domain/api/member.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { WAL_SEGMENT_BYTES } from '../../src/server/db/guarded-node-fs.ts';
import { drawCaptcha, LOAD_CAPTCHA_CODE, registrationBody } from '../support/registrations.ts';
import { exitWithin, killServer, logLines, type ServerProcess, spawnApiProcess, startApiProcess } from '../support/server-process.ts';

const NZ = { site: 'nz', lang: 'en' } as const;

describe('the embedded database when its disk refuses a write', () => {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storefront-disk-'));
    dirs.push(dir);
    return join(dir, 'data');
  };

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('refuses to start on a data directory that cannot take a write, saying why in one JSON line, and exits non-zero', async () => {
    const dir = await dataDir();
    // Under a 6 MB file-size limit the first segment of the write-ahead log (16 MB) cannot be written.
    const server = await spawnApiProcess({ DATA_DIR: dir }, { fileSizeLimitKb: 6000 });
    servers.push(server);
    // Two processes start here (the server and the one that prepares a new folder), each loading PGlite; on a
    // busy two-core machine that alone has taken over 10 s, so the window only tells a refusal from a hang.
    const code = await exitWithin(server, 40_000);
    expect(code).toBeDefined();
    expect(code).not.toBe(0);
    expect(server.output()).not.toContain('API ready');
    expect(logLines(server)).toContainEqual(
      expect.objectContaining({ level: 'error', code: 'EFBIG', message: expect.stringMatching(/could not write to DATA_DIR/) }),
    );
    // The check leaves nothing behind in the folder.
    expect(await readdir(dir)).toEqual([]);
  }, 60_000);

  it('ends a running server within 5 s of a failed write, logging the cause as one JSON line, instead of hanging', async () => {
    const dir = await dataDir();
    const first = await startApiProcess({ DATA_DIR: dir });
    servers.push(first);
    first.child.kill('SIGTERM');
    expect(await exitWithin(first, 10_000)).toBe(0);
    // Every write from here on lands past the limit in the current log segment; reads and the start need none.
    const db = await openDatabase({ kind: 'pglite', dataDir: dir });
    const [{ lsn }] = await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    await db.close();
    const [high, low] = lsn.split('/').map((part) => BigInt(`0x${part}`));
    const offset = Number(((high << 32n) + low) % BigInt(WAL_SEGMENT_BYTES));

    const server = await startApiProcess({ DATA_DIR: dir, CAPTCHA_FIXED_CODE: LOAD_CAPTCHA_CODE }, { fileSizeLimitKb: Math.floor(offset / 1024) - 1 });
    servers.push(server);
    expect((await server.api.send(checkHealth)).status).toBe(200);
    const { publicKey } = await server.api.ok(getPublicKey);
    const body = registrationBody(publicKey, 'disk', 1);
    const failedAt = performance.now();
    // Drawing the registration's captcha is its first write, and may be the one that fails.
    await drawCaptcha(server.api, body).catch(() => undefined);
    await server.api.send(registerMember, { params: NZ, body }).catch(() => undefined);
    const code = await exitWithin(server, 5_000);
    expect(performance.now() - failedAt).toBeLessThan(5_000);
    expect(code).toBeDefined();
    expect(code).not.toBe(0);
    const failures = logLines(server).filter((line) => line.code === 'EFBIG');
    expect(failures).toEqual([expect.objectContaining({ level: 'error', syscall: 'write', cause: expect.stringMatching(/file too large/) })]);
  }, 60_000);
});
