import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { checkLogin, getPublicKey, logIn, logOut, validateCard } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { memberCheckDigit } from '../../src/domain/member/member-number.ts';
import { frequentFlyerNumber } from '../../src/domain/validation/frequent-flyer.ts';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES } from '../../src/server/member/login-limits.ts';
import { SESSION_IDLE_MS } from '../../src/server/member/sessions.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import type { Reply } from '../support/api.ts';
import { joinAsMember } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

type LoginFields = Omit<CallInput<typeof logIn>['body'], 'country' | 'language'>;

/** The cards of a login that asks for the card step. */
function cardsOf(reply: Reply<typeof logIn>) {
  if (!('cards' in reply)) throw new Error('the login asked for no card');
  return reply.cards;
}

/** The member a login logged in. */
function userOf(reply: Reply<typeof logIn>) {
  if (!('user' in reply)) throw new Error('the login asked for a card');
  return reply.user;
}

describe('member accounts and login', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  const clock = manualClock('2026-11-21T08:00:00Z');
  const encrypt = (password: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
  const register = async (who: { email: string; phone: string; password?: string }) => {
    const { memberNo, cookie } = await joinAsMember(t, who);
    return { reply: { memberNo }, cookie };
  };
  const login = (fields: LoginFields, address = '203.0.113.1', cookie?: string) =>
    t.api.send(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', ...fields } }, { browser: { address, cookie } });
  const sessionCookie = (res: { headers: Headers }) => /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const whoIs = async (cookie?: string) => (await t.api.ok(checkLogin, {}, { browser: { cookie } })).user;

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'AB12' });
    ({ publicKey } = await t.api.ok(getPublicKey));
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes a 2048-bit RSA key for the password', async () => {
    const { createPublicKey } = await import('node:crypto');
    expect(createPublicKey(publicKey).asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('registers a member with a number that passes the home-airline rule, logged in once the e-mailed link is opened', async () => {
    const res = await register({ email: 'mei.lin@example.com', phone: '211234567' });
    const body = res.reply;
    expect(body.memberNo).toMatch(/^\d{12}$/);
    expect(Number(body.memberNo[0])).toBe(memberCheckDigit(body.memberNo.slice(1)));
    expect(frequentFlyerNumber('CZ')(body.memberNo)).toBeUndefined();
    expect(await whoIs(res.cookie)).toEqual({ id: body.memberNo, name: 'Mei Lin' });
  });

  it('logs in by member number, by e-mail and by phone, with an HttpOnly cookie rotated at each login', async () => {
    const body = (await register({ email: 'ana@example.com', phone: '221111111' })).reply;
    const byNumber = await login({ id: body.memberNo, pw: encrypt('246810') });
    expect(byNumber.status).toBe(200);
    expect(userOf(byNumber.reply).id).toBe(body.memberNo);
    expect(byNumber.headers.get('set-cookie')).toMatch(/__Host-sid=.+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const first = sessionCookie(byNumber);
    const byEmail = await login({ id: 'ANA@example.com', pw: encrypt('246810') }, '203.0.113.1', first);
    const second = sessionCookie(byEmail);
    expect(second).not.toBe(first);
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(second)).toMatchObject({ id: body.memberNo });
    const byPhone = await login({ loginType: 'phone', areaCode: '64', id: '221111111', pw: encrypt('246810') });
    expect(byPhone.status).toBe(200);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    await register({ email: 'bo@example.com', phone: '231111111' });
    const wrong = await login({ id: 'bo@example.com', pw: encrypt('111111') }, '198.51.100.7');
    const unknown = await login({ id: 'nobody@example.com', pw: encrypt('111111') }, '198.51.100.8');
    expect(wrong.status).toBe(unknown.status);
    const [a, b] = [wrong.failure, unknown.failure];
    expect(a).toEqual(b);
    expect(a.ex).toBe('CZSSO030014');
  });

  it('asks for the captcha after repeated failures on an account, and takes a right one', async () => {
    await register({ email: 'cy@example.com', phone: '241111111' });
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++)
      expect((await login({ id: 'cy@example.com', pw: encrypt('000000') }, `192.0.2.${i}`)).failure.ex).toBe('CZSSO030014');
    const asked = await login({ id: 'cy@example.com', pw: encrypt('246810') }, '192.0.2.50');
    expect(asked.failure.ex).toBe('CZWEB000010');
    await t.api.send(getCaptcha, { query: { i: 'login-captcha-1' } });
    const wrongCode = await login({ id: 'cy@example.com', pw: encrypt('246810'), ca: 'ZZ99', captchaId: 'login-captcha-1' }, '192.0.2.51');
    expect(wrongCode.failure.ex).toBe('CZWEB000011');
    await t.api.send(getCaptcha, { query: { i: 'login-captcha-2' } });
    const ok = await login({ id: 'cy@example.com', pw: encrypt('246810'), ca: 'AB12', captchaId: 'login-captcha-2' }, '192.0.2.52');
    expect(ok.status).toBe(200);
  });

  it('ends a session at logout for good, and after an hour without use', async () => {
    const cookie = (await register({ email: 'eve@example.com', phone: '261111111' })).cookie;
    expect(await whoIs(cookie)).not.toBeNull();
    const refused = await t.api.send(logOut, {}, { browser: { cookie: cookie ?? '' }, noCsrf: true });
    expect(refused.status).toBe(403);
    const out = await t.api.send(logOut, {}, { browser: { cookie: cookie ?? '' } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/__Host-sid=;/);
    expect(await whoIs(cookie)).toBeNull();

    const fresh = (await register({ email: 'fay@example.com', phone: '271111111' })).cookie;
    clock.advance(SESSION_IDLE_MS + 1000);
    expect(await whoIs(fresh)).toBeNull();
  });

  it('refuses a cross-site login post and never writes a password to the logs', async () => {
    // A forged form: a body the declaration forbids, which the CSRF defence refuses before reading it.
    const forged = { id: '1', pw: 'x' } as never;
    const crossSite = await t.api.send(logIn, { body: forged }, { headers: { origin: 'https://evil.example', 'x-requested-with': 'x' } });
    expect(crossSite.status).toBe(403);
    const noHeader = await t.api.send(logIn, { body: forged }, { noCsrf: true });
    expect(noHeader.status).toBe(403);
    const logged = JSON.stringify(t.logger.lines);
    expect(logged).not.toMatch(/246810|000000/);
    expect(logged).not.toContain(encrypt('246810').slice(0, 40));
  });

  it('asks a member with several cards to choose one and type its holder name before logging in', async () => {
    const body = (await register({ email: 'gus@example.com', phone: '281111111' })).reply;
    const [member] = await t.db.query<{ id: number }>('select id from member where member_no = $1', [body.memberNo]);
    await t.db.query(
      "insert into member_card (member_id, idx, card_no, holder_name, disabled) values ($1, 1, '600011112222', 'Lin Tao', false), ($1, 2, '600033334444', 'Lin Yu', true)",
      [member.id],
    );
    const res = await login({ id: 'gus@example.com', pw: encrypt('246810') });
    expect(cardsOf(res.reply)).toEqual([
      { idx: 0, cardNo: `${body.memberNo.slice(0, 4)}****${body.memberNo.slice(-4)}`, name: 'M** L**', ex: false },
      { idx: 1, cardNo: '6000****2222', name: 'L** T**', ex: false },
      { idx: 2, cardNo: '6000****4444', name: 'L** Y*', ex: true },
    ]);
    expect(sessionCookie(res)).toBeUndefined();
    const step = /login_card=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const validate = (index: string, name: string) =>
      t.api.send(validateCard, { body: { country: 'nz', language: 'en', index, name } }, { browser: { cookie: step } });
    expect((await validate('2', 'Lin Yu')).status).toBe(400);
    expect((await validate('1', 'Lin Yu')).status).toBe(400);
    const ok = await validate('1', 'lin  tao');
    expect(ok.status).toBe(200);
    expect(await whoIs(sessionCookie(ok))).toMatchObject({ id: body.memberNo });
  });
});
