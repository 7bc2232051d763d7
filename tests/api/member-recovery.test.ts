import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import {
  checkLogin,
  getMemberStatus,
  getPublicKey,
  logIn,
  requestPasswordReset,
  resendEmailVerification,
  resetPassword,
  verifyEmail,
} from '../../src/domain/api/member.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { VERIFICATION_RESENDS_PER_HOUR } from '../../src/server/member/email-verification.ts';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES } from '../../src/server/member/login-limits.ts';
import { RESET_TOKEN_TTL_MS, VERIFY_TOKEN_TTL_MS } from '../../src/server/member/member-tokens.ts';
import { createMembers } from '../../src/server/member/members.ts';
import { RESET_REQUESTS_PER_ACCOUNT_HOUR } from '../../src/server/member/password-recovery.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { joinAsMember } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

/** The site and language of the page a call comes from. */
type Page = { site: string; lang: Lang };
const NZ: Page = { site: 'nz', lang: 'en' };

describe('password reset and e-mail verification', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  let captchas = 0;
  const clock = manualClock('2026-11-21T08:00:00Z');
  const encrypt = (password: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
  const sessionCookie = (res: { headers: Headers }) => /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const register = (email: string, phone: string, page = NZ) => joinAsMember(t, { email, phone }, { page });
  /** A member from before registration waited for its link: the e-mail not yet confirmed; logged in. */
  const unconfirmed = async (email: string, phone: string) => {
    await createMembers({ db: t.db, clock }).register({ givenName: 'Mei', surname: 'Lin', email, areaCode: '64', phone, password: '246810' });
    return { cookie: sessionCookie(await login(email, '246810')) ?? '' };
  };
  const login = (id: string, password: string, address = '203.0.113.9') =>
    t.api.send(logIn, { body: { country: 'nz', language: 'en', id, pw: encrypt(password) } }, { browser: { address } });
  /** A fresh captcha image; the test app draws the code AB12 every time. */
  const captcha = async () => {
    const captchaId = `forgot-captcha-${++captchas}`;
    await t.api.send(getCaptcha, { query: { i: captchaId } });
    return { captchaId, ca: 'AB12' };
  };
  const forgot = async (id: string, page = NZ, address = '198.51.100.20') =>
    t.api.send(requestPasswordReset, { params: page, body: { id, ...(await captcha()) } }, { browser: { address } });
  const tokenIn = (text: string | undefined, path: string) => {
    const found = new RegExp(`https://shop\\.example/tk/${path}/\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '');
    return found?.[1] ?? '';
  };
  const reset = (token: string, password: string) => t.api.send(resetPassword, { params: NZ, body: { token, pw: encrypt(password) } });
  const verify = (token: string, page = NZ) => t.api.send(verifyEmail, { params: page, body: { token } });
  const resend = (page: Page, cookie?: string) => t.api.send(resendEmailVerification, { params: page }, { browser: { cookie } });
  const whoIs = async (cookie: string) => (await t.api.ok(checkLogin, {}, { browser: { cookie } })).user;

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'AB12' });
    ({ publicKey } = await t.api.ok(getPublicKey));
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails a member whose address is not confirmed a verification link in the language of the page, which confirms the address once', async () => {
    const JP: Page = { site: 'jp', lang: 'ja' };
    const { cookie } = await unconfirmed('aiko@example.com', '211000001');
    expect((await resend(JP, cookie)).reply).toEqual({ verified: false });
    const mail = t.mailer.last('aiko@example.com');
    expect(mail?.subject).toBe(messagesOf('ja')['mail.verify.subject']);
    expect(mail?.text).toContain('Mei Lin');
    const token = tokenIn(mail?.text, 'jp/ja/account/verify');
    expect(token).toHaveLength(43);
    expect(mail?.html).toContain(`https://shop.example/tk/jp/ja/account/verify/?token=${token}`);
    const status = async () => (await t.api.ok(getMemberStatus, { params: JP }, { browser: { cookie } })).emailVerified;
    expect(await status()).toBe(false);
    const verified = await verify(token, JP);
    expect(verified.status).toBe(200);
    expect(verified.reply).toEqual({ verified: true });
    expect(await status()).toBe(true);
    expect((await resend(JP, cookie)).reply).toEqual({ verified: true });
    const again = await verify(token, JP);
    expect(again.status).toBe(410);
    expect(again.failure).toMatchObject({ ex: 'linkInvalid', msg: messagesOf('ja')['error.linkInvalid'] });
  });

  it('lets a verification link expire after a day, and sends a logged-in member a fresh one that replaces it, a few times an hour', async () => {
    const { cookie } = await unconfirmed('bart@example.com', '211000002');
    expect((await resend(NZ)).status).toBe(401);
    expect((await resend(NZ, cookie)).status).toBe(200);
    const first = tokenIn(t.mailer.last('bart@example.com')?.text, 'nz/en/account/verify');
    const resent = await resend({ site: 'de', lang: 'de' }, cookie);
    expect(resent.reply).toEqual({ verified: false });
    const mail = t.mailer.last('bart@example.com');
    expect(mail?.subject).toBe(messagesOf('de')['mail.verify.subject']);
    const second = tokenIn(mail?.text, 'de/de/account/verify');
    expect(second).not.toBe(first);
    expect((await verify(first)).status).toBe(410);
    for (let i = 2; i < VERIFICATION_RESENDS_PER_HOUR; i++) {
      expect((await resend(NZ, cookie)).status).toBe(200);
    }
    expect((await resend(NZ, cookie)).status).toBe(429);
    const latest = tokenIn(t.mailer.last('bart@example.com')?.text, 'nz/en/account/verify');
    clock.advance(VERIFY_TOKEN_TTL_MS + 1000);
    expect((await verify(latest)).status).toBe(410);
  });

  it('asks for the captcha on every reset request and answers the same for an existing and an unknown account', async () => {
    await register('cora@example.com', '211000003');
    const noCaptcha = await t.api.send(requestPasswordReset, { params: NZ, body: { id: 'cora@example.com' } });
    expect(noCaptcha.failure.ex).toBe('CZWEB000010');
    const wrongCaptcha = await t.api.send(requestPasswordReset, {
      params: NZ,
      body: { id: 'cora@example.com', captchaId: (await captcha()).captchaId, ca: 'ZZ99' },
    });
    expect(wrongCaptcha.failure.ex).toBe('CZWEB000011');
    const before = t.mailer.sent.length;
    const known = await forgot('cora@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(t.mailer.last('cora@example.com')?.subject).toBe(messagesOf('en')['mail.reset.subject']);
  });

  it('sets a new password with the link once: the old password stops working, every session ends and failed logins are forgotten', async () => {
    const { memberNo, cookie } = await register('dana@example.com', '211000004');
    const other = sessionCookie(await login(memberNo, '246810')) ?? '';
    for (let i = 0; i < CAPTCHA_AFTER_ACCOUNT_FAILURES; i++) await login('dana@example.com', '000000', `192.0.2.${i + 10}`);
    expect((await login('dana@example.com', '246810', '192.0.2.99')).failure.ex).toBe('CZWEB000010');

    await forgot(memberNo, { site: 'nz', lang: 'zh' });
    const mail = t.mailer.last('dana@example.com');
    expect(mail?.subject).toBe(messagesOf('zh')['mail.reset.subject']);
    expect(mail?.text).toContain(memberNo);
    const token = tokenIn(mail?.text, 'nz/zh/password/reset');
    const tooShort = await reset(token, '12345');
    expect(tooShort.status).toBe(400);
    expect(tooShort.failure).toMatchObject({ ex: 'e01', fields: { pw: { code: 'e01' } } });
    const done = await reset(token, '135790');
    expect(done.status).toBe(200);
    expect(done.reply).toEqual({ ok: true });
    expect(await whoIs(cookie)).toBeNull();
    expect(await whoIs(other)).toBeNull();
    expect((await reset(token, '975310')).status).toBe(410);
    expect((await login('dana@example.com', '246810', '192.0.2.100')).failure.ex).toBe('CZSSO030014');
    const withNew = await login(memberNo, '135790', '192.0.2.101');
    expect(withNew.status).toBe(200);
    expect(withNew.reply).toMatchObject({ user: { id: memberNo } });
  });

  it('lets a reset link expire after 30 minutes, and a newer request replace an older link', async () => {
    const { memberNo } = await register('emil@example.com', '211000005');
    await forgot('emil@example.com');
    const first = tokenIn(t.mailer.last('emil@example.com')?.text, 'nz/en/password/reset');
    await forgot(memberNo);
    const second = tokenIn(t.mailer.last('emil@example.com')?.text, 'nz/en/password/reset');
    expect(second).not.toBe(first);
    expect((await reset(first, '135790')).status).toBe(410);
    clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const late = await reset(second, '135790');
    expect(late.status).toBe(410);
    expect(late.failure.ex).toBe('linkInvalid');
    expect((await login(memberNo, '246810')).status).toBe(200);
  });

  it('limits reset requests per account alike whether or not it exists, and per address', async () => {
    await register('fay@example.com', '211000006');
    for (const id of ['fay@example.com', 'ghost@example.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT_HOUR; i++) expect((await forgot(id, NZ, `10.1.${i}.1`)).status).toBe(200);
      const over = await forgot(id, NZ, '10.1.99.1');
      expect(over.status).toBe(429);
      expect(over.failure.ex).toBe('tooManyRequests');
    }
    expect(t.mailer.to('fay@example.com').filter((m) => m.subject === messagesOf('en')['mail.reset.subject'])).toHaveLength(RESET_REQUESTS_PER_ACCOUNT_HOUR);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await forgot(`someone${i}@example.com`, NZ, '10.2.0.1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers normally when the mail cannot be sent, and logs no address or link', async () => {
    await register('gus@example.com', '211000007');
    t.mailer.failing = true;
    try {
      const res = await forgot('gus@example.com');
      expect(res.status).toBe(200);
      await expect.poll(() => t.logger.lines.some((l) => l.message === 'mail not sent')).toBe(true);
    } finally {
      t.mailer.failing = false;
    }
    const logged = JSON.stringify(t.logger.lines);
    expect(logged).not.toMatch(/@example\.com|token=|135790|246810/);
  });

  it('refuses a malformed token as bad input', async () => {
    const res = await verify('short');
    expect(res.status).toBe(400);
    expect((await reset('x'.repeat(43), '135790')).status).toBe(410);
  });
});
