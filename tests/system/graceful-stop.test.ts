import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { getPublicKey, registerMember } from '../../src/domain/api/member.ts';
import { openDatabase } from '../../src/server/db/connect.ts';
import { drawCaptcha, LOAD_CAPTCHA_CODE, loadAddress, registrationBody } from '../support/registrations.ts';
import { exitWithin, killServer, logLines, type ServerProcess, startApiProcess, waitUntil } from '../support/server-process.ts';

const NZ = { site: 'nz', lang: 'en' } as const;

describe('stopping the server', () => {
  const servers: ServerProcess[] = [];
  let dir = '';

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('on SIGTERM under load finishes the requests in flight, exits 0 within 10 s, and its data directory opens again with every answered write kept', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-stop-'));
    const dataDir = join(dir, 'data');
    const server = await startApiProcess({ DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1', CAPTCHA_FIXED_CODE: LOAD_CAPTCHA_CODE });
    servers.push(server);
    const { publicKey } = await server.api.ok(getPublicKey);

    const kept: string[] = [];
    const refused: string[] = [];
    let next = 0;
    let signalled = false;
    const visitor = async () => {
      while (!signalled) {
        const n = ++next;
        const body = registrationBody(publicKey, 'stop', n);
        const from = { headers: { 'x-forwarded-for': loadAddress(n) } };
        try {
          await drawCaptcha(server.api, body, from);
          const outcome = await server.api.send(registerMember, { params: NZ, body }, from);
          if (outcome.status === 200) kept.push(body.email);
          else refused.push(`${outcome.status} ${outcome.failure.ex}`);
        } catch (error) {
          // Once the stop begins, new connections are refused: that is expected, and ends this visitor.
          if (!signalled) throw error;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, visitor));
    await waitUntil(() => kept.length >= 8, 30_000);

    const signalledAt = performance.now();
    signalled = true;
    server.child.kill('SIGTERM');
    const code = await exitWithin(server, 10_000);
    const stoppedInMs = performance.now() - signalledAt;
    await load;

    expect(code).toBe(0);
    expect(stoppedInMs).toBeLessThan(10_000);
    expect(refused).toEqual([]);
    expect(logLines(server).filter((line) => line.level === 'error')).toEqual([]);

    const again = await startApiProcess({ DATA_DIR: dataDir });
    servers.push(again);
    expect((await again.api.send(checkHealth)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await exitWithin(again, 10_000)).toBe(0);

    const db = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // An accepted registration waits for its e-mailed link.
      const rows = await db.query<{ email: string }>('select email from pending_registration where email = any($1)', [kept]);
      expect(rows.map((row) => row.email).sort()).toEqual([...kept].sort());
    } finally {
      await db.close();
    }
  });
});
