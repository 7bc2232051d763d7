import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { checkLogin, getPublicKey, issueExchangeKey, logIn, logInWithExchangeKey, validateCard } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoLogins, demoMembersStep } from '../../src/server/member/demo-members.ts';
import { EXCHANGE_KEY_MS } from '../../src/server/member/exchange-keys.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import type { Reply } from '../support/api.ts';
import { testApp } from '../support/test-app.ts';

type LoginFields = Omit<CallInput<typeof logIn>['body'], 'country' | 'language'>;

/** The cards of a login that asks for the card step. */
function cardsOf(reply: Reply<typeof logIn>) {
  if (!('cards' in reply)) throw new Error('the login asked for no card');
  return reply.cards;
}

describe('one-time login keys, the login captcha and the demo members', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  const clock = manualClock('2026-11-21T08:00:00Z');
  const encrypt = (password: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
  const login = (fields: LoginFields, cookie?: string) =>
    t.api.send(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', ...fields } }, { browser: { address: '203.0.113.20', cookie } });
  const sessionCookie = (res: { headers: Headers }) => /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const whoIs = async (cookie?: string) => (await t.api.ok(checkLogin, {}, { browser: { cookie } })).user;
  const exchange = (key: string) => t.api.send(logInWithExchangeKey, { body: { key } });
  const issueKey = (cookie?: string) => t.api.send(issueExchangeKey, {}, { browser: { cookie } });

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'CD34' });
    ({ publicKey } = await t.api.ok(getPublicKey));
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
    expect(res.reply).toMatchObject({ user: { name: 'Mei Lin' } });
  });

  it('asks the demo member with several cards to choose one, a disabled card marked, and accepts the holder name', async () => {
    const res = await login({ id: DEMO_MEMBERS[1].email, pw: encrypt(DEMO_PASSWORD) });
    const cards = cardsOf(res.reply);
    expect(cards.map((c) => c.ex)).toEqual([false, false, true]);
    expect(cards[1].cardNo).toBe('4000****1234');
    const step = /login_card=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const disabled = await t.api.send(
      validateCard,
      { body: { country: 'nz', language: 'en', index: '2', name: 'Oliver Grant' } },
      { browser: { cookie: step } },
    );
    expect(disabled.status).toBe(400);
    const chosen = await t.api.send(
      validateCard,
      { body: { country: 'nz', language: 'en', index: '1', name: 'oliver  grant' } },
      { browser: { cookie: step } },
    );
    expect(chosen.status).toBe(200);
  });

  it('checks a captcha that is sent with a login even before failures ask for one', async () => {
    const wrong = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD), captchaId: 'login-captcha-1', ca: 'ZZZZ' });
    expect(wrong.status).toBe(400);
    expect(wrong.failure.ex).toBe('CZWEB000011');
    await t.api.send(getCaptcha, { query: { i: 'login-captcha-2' } });
    const right = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD), captchaId: 'login-captcha-2', ca: 'cd34' });
    expect(right.status).toBe(200);
  });

  it('carries a login to another browser with a key that works once', async () => {
    const res = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD) });
    const cookie = sessionCookie(res);
    expect((await issueKey()).status).toBe(401);
    const { key } = (await issueKey(cookie ?? '')).reply;
    const [first, second] = await Promise.all([exchange(key), exchange(key)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const winner = first.status === 200 ? first : second;
    expect(await whoIs(sessionCookie(winner))).toMatchObject({ id: (await whoIs(cookie))?.id });
  });

  it('refuses a key once its two minutes are over, and a key that was never issued', async () => {
    const res = await login({ id: DEMO_MEMBERS[0].email, pw: encrypt(DEMO_PASSWORD) });
    const { key } = (await issueKey(sessionCookie(res) ?? '')).reply;
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
