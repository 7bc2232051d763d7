import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config/config.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoLogins, demoMembersStep } from '../../src/server/member/demo-members.ts';
import { EXCHANGE_KEY_MS } from '../../src/server/member/exchange-keys.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { testApp } from '../support/test-app.ts';

const HEADERS = { 'x-requested-with': 'storefront' };

describe('one-time login keys, the login captcha and the demo members', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  const clock = manualClock('2026-11-21T08:00:00Z');
  const encrypt = (password: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
  const login = (fields: Record<string, string>, cookie?: string) =>
    t.request('/api/a/login', {
      method: 'POST',
      headers: { ...HEADERS, 'x-real-ip': '203.0.113.20', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ country: 'nz', language: 'en', loginType: 'account', ...fields }),
    });
  const sessionCookie = (res: Response) => /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const whoIs = async (cookie?: string) =>
    ((await (await t.request('/api/a/user.json', { headers: cookie ? { cookie } : {} })).json()) as { user: { id: string } | null }).user;
  const exchange = (key: string) => t.request('/api/a/exchangeKeyLogin', { method: 'POST', headers: HEADERS, body: new URLSearchParams({ key }) });

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'CD34' });
    publicKey = ((await (await t.request('/api/a/publicKey')).json()) as { publicKey: string }).publicKey;
    await demoMembersStep()(t.db, clock, memoryLogger());
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds demo members, labelled as demo data, who log in with the demo password', async () => {
    const lines = await demoLogins(t.db);
    expect(lines).toHaveLength(DEMO_MEMBERS.length);
    expect(lines[0]).toContain(DEMO_MEMBERS[0].email);
    const res = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe('Mei Lin');
  });

  it('asks the demo member with several cards to choose one, a disabled card marked, and accepts the holder name', async () => {
    const res = await login({ id: DEMO_MEMBERS[1].email, pw: encrypt(DEMO_PASSWORD) });
    const { cards } = (await res.json()) as { cards: { idx: number; cardNo: string; ex: boolean }[] };
    expect(cards.map((c) => c.ex)).toEqual([false, false, true]);
    expect(cards[1].cardNo).toBe('4000****1234');
    const step = /login_card=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const disabled = await t.request('/api/a/validateCard', {
      method: 'POST',
      headers: { ...HEADERS, cookie: step },
      body: new URLSearchParams({ country: 'nz', language: 'en', index: '2', name: 'Oliver Grant' }),
    });
    expect(disabled.status).toBe(400);
    const chosen = await t.request('/api/a/validateCard', {
      method: 'POST',
      headers: { ...HEADERS, cookie: step },
      body: new URLSearchParams({ country: 'nz', language: 'en', index: '1', name: 'oliver  grant' }),
    });
    expect(chosen.status).toBe(200);
  });

  it('checks a captcha that is sent with a login even before failures ask for one', async () => {
    const wrong = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD), captchaId: 'login-captcha-1', ca: 'ZZZZ' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { ex: string }).ex).toBe('CZWEB000011');
    await t.request('/api/getCaptcha?i=login-captcha-2');
    const right = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD), captchaId: 'login-captcha-2', ca: 'cd34' });
    expect(right.status).toBe(200);
  });

  it('carries a login to another browser with a key that works once', async () => {
    const res = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD) });
    const cookie = sessionCookie(res);
    expect((await t.request('/api/a/exchangeKey', { method: 'POST', headers: HEADERS })).status).toBe(401);
    const issued = await t.request('/api/a/exchangeKey', { method: 'POST', headers: { ...HEADERS, cookie: cookie ?? '' } });
    const { key } = (await issued.json()) as { key: string };
    const [first, second] = await Promise.all([exchange(key), exchange(key)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const winner = first.status === 200 ? first : second;
    expect(await whoIs(sessionCookie(winner))).toMatchObject({ id: (await whoIs(cookie))?.id });
  });

  it('refuses a key once its two minutes are over, and a key that was never issued', async () => {
    const res = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD) });
    const issued = await t.request('/api/a/exchangeKey', { method: 'POST', headers: { ...HEADERS, cookie: sessionCookie(res) ?? '' } });
    const { key } = (await issued.json()) as { key: string };
    clock.advance(EXCHANGE_KEY_MS + 1);
    expect((await exchange(key)).status).toBe(401);
    expect((await exchange('A'.repeat(43))).status).toBe(401);
    expect((await exchange('short')).status).toBe(400);
  });

  it('refuses a fixed captcha code in production', () => {
    expect(() => loadConfig({ CAPTCHA_FIXED_CODE: 'T3ST42', NODE_ENV: 'production' })).toThrow(/CAPTCHA_FIXED_CODE/);
    expect(loadConfig({ CAPTCHA_FIXED_CODE: 'T3ST42' }).CAPTCHA_FIXED_CODE).toBe('T3ST42');
  });
});
