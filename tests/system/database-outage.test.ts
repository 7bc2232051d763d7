import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHealth } from '../../src/domain/api/health.ts';
import { getPublicKey, registerMember } from '../../src/domain/api/member.ts';
import { drawCaptcha, LOAD_CAPTCHA_CODE, loadAddress, registrationBody } from '../support/registrations.ts';
import { killServer, type ServerProcess, startApiProcess, waitUntil } from '../support/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const NZ = { site: 'nz', lang: 'en' } as const;

interface Answer {
  readonly email: string;
  readonly status: number;
  readonly ex?: string;
  readonly msg?: string;
  readonly ms: number;
}

describe.runIf(DATABASE_URL)('the API while its PostgreSQL server goes away', () => {
  const schema = `outage_${Date.now()}_${process.pid}`;
  let proxy: TcpProxy | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await killServer(server);
    await proxy?.close();
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  });

  it('answers 503 with the envelope while the connection is cut under load, keeps running, and serves again by itself with nothing lost', async () => {
    const target = new URL(DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const proxied = new URL(DATABASE_URL);
    proxied.port = String(proxy.port);
    server = await startApiProcess({ DATABASE_URL: proxied.href, DATABASE_SCHEMA: schema, TRUST_PROXY: '127.0.0.1', CAPTCHA_FIXED_CODE: LOAD_CAPTCHA_CODE });
    const { api } = server;
    const { publicKey } = await api.ok(getPublicKey);

    // Registrations from many visitors at once, each a write that must either be kept or be refused with 503.
    const answers: Answer[] = [];
    let next = 0;
    let loading = true;
    const visitor = async () => {
      while (loading) {
        const n = ++next;
        const body = registrationBody(publicKey, 'outage', n);
        const { email } = body;
        const started = performance.now();
        const from = { headers: { 'x-forwarded-for': loadAddress(n) } };
        try {
          const drawn = await drawCaptcha(api, body, from);
          const outcome = drawn.status === 200 ? await api.send(registerMember, { params: NZ, body }, from) : drawn;
          const ms = performance.now() - started;
          answers.push(
            outcome.status === 200 ? { email, status: 200, ms } : { email, status: outcome.status, ex: outcome.failure.ex, msg: outcome.failure.msg, ms },
          );
        } catch (error) {
          // An answer off the contract (a 500) or no answer at all (the process gone): kept, and failed below.
          answers.push({ email, status: 0, msg: error instanceof Error ? error.message : String(error), ms: performance.now() - started });
        }
      }
    };
    const healthy = async () => (await api.send(checkHealth)).status === 200;
    const load = Promise.all(Array.from({ length: 6 }, visitor));
    let resumedInMs = Number.POSITIVE_INFINITY;
    try {
      await waitUntil(async () => answers.filter((answer) => answer.status === 200).length >= 10, 20_000);
      await proxy.cut();
      const cutAt = answers.length;
      await waitUntil(async () => answers.slice(cutAt).filter((answer) => answer.status === 503).length >= 6, 20_000);
      const health = await api.send(checkHealth);
      expect(health.status).toBe(503);
      expect(health.failure.ex).toBe('unavailable');

      await proxy.restore();
      const restoredAt = answers.length;
      resumedInMs = await waitUntil(healthy, 10_000);
      await waitUntil(async () => answers.slice(restoredAt).filter((answer) => answer.status === 200).length >= 10, 10_000);
    } finally {
      loading = false;
      await load;
    }

    expect(server.child.exitCode).toBeNull();
    expect(resumedInMs).toBeLessThan(10_000);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    for (const refused of answers.filter((answer) => answer.status === 503)) {
      expect(refused.ex).toBe('unavailable');
      expect(refused.msg).toMatch(/temporarily unavailable/);
    }
    // Within the pages' 30 s time-out, with room to spare.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(10_000);
    expect(server.output()).not.toMatch(/unhandled error/);

    const kept = answers.filter((answer) => answer.status === 200).map((answer) => answer.email);
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ email: string }>(`select email from "${schema}".pending_registration where email = any($1)`, [kept]);
      expect(rows.map((row) => row.email).sort()).toEqual([...kept].sort());
    } finally {
      await admin.end();
    }
  }, 90_000);
});
