import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin, completeRegistration, logIn, registerMember } from '../../src/domain/api/member.ts';
import { memberCheckDigit } from '../../src/domain/member/member-number.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { VERIFY_TOKEN_TTL_MS } from '../../src/server/member/member-tokens.ts';
import { REGISTRATIONS_PER_ADDRESS_DAY, REGISTRATIONS_PER_ADDRESS_HOUR, REGISTRATIONS_PER_MAILBOX_HOUR } from '../../src/server/member/registration.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import { type Joiner, joinAsMember, joinBody, joinToken, sealedPassword } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

const NZ = { site: 'nz', lang: 'en' } as const;
const HOUR_MS = 60 * 60 * 1000;

describe('registration', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let addresses = 0;
  const clock = manualClock('2026-11-21T08:00:00Z');
  /** Each registration from an address of its own unless the test names one. */
  const register = async (who: Joiner, address = `203.0.113.${++addresses}`, page: { site: string; lang: 'en' | 'de' } = NZ) =>
    t.api.send(registerMember, { params: page, body: await joinBody(t.api, who) }, { browser: { address } });
  const complete = (token: string, browser: Browser = {}) => t.api.send(completeRegistration, { params: NZ, body: { token } }, { browser });
  const count = async (table: 'member' | 'pending_registration', email: string) =>
    Number((await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where lower(email) = lower($1)`, [email]))[0].n);

  beforeAll(async () => {
    t = await testApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a registration without the captcha or with a wrong one, and makes and mails nothing', async () => {
    const who = { email: 'no.captcha@example.com', phone: '212000001' };
    const { ca: _ca, captchaId, ...body } = await joinBody(t.api, who);
    const before = t.mailer.sent.length;
    const missing = await t.api.send(registerMember, { params: NZ, body });
    expect(missing.status).toBe(400);
    expect(missing.failure.ex).toBe('CZWEB000010');
    const wrong = await t.api.send(registerMember, { params: NZ, body: { ...body, captchaId, ca: 'ZZ99' } });
    expect(wrong.failure.ex).toBe('CZWEB000011');
    expect(t.mailer.sent.length).toBe(before);
    expect(await count('pending_registration', who.email)).toBe(0);
    expect(await count('member', who.email)).toBe(0);
  });

  it('makes the account only when the e-mailed link is opened: verified, logged in, with a member number, and the link works once', async () => {
    const who = { email: 'Tess.Walker@example.com', phone: '212000002', givenName: 'Tess', surname: 'Walker' };
    const sent = await register(who, '203.0.113.200', { site: 'de', lang: 'de' });
    expect(sent.status).toBe(200);
    expect(sent.reply).toEqual({ email: who.email });
    expect(sent.headers.get('set-cookie')).toBeNull();
    expect(await count('member', who.email)).toBe(0);

    const mail = t.mailer.last(who.email);
    expect(mail?.subject).toBe(messagesOf('de')['mail.join.subject']);
    expect(mail?.text).toContain('Tess Walker');
    const token = joinToken(mail) ?? '';
    expect(mail?.text).toContain(`https://shop.example/tk/de/de/register/?token=${token}`);

    const browser: Browser = {};
    const done = await complete(token, browser);
    expect(done.status).toBe(200);
    const { memberNo } = done.reply;
    expect(Number(memberNo[0])).toBe(memberCheckDigit(memberNo.slice(1)));
    expect(done.reply.user).toEqual({ id: memberNo, name: 'Tess Walker' });
    expect((await t.api.ok(checkLogin, {}, { browser })).user).toEqual({ id: memberNo, name: 'Tess Walker' });
    const [row] = await t.db.query<{ verified: boolean; registered_from: string }>(
      'select email_verified_at is not null as verified, registered_from from member where member_no = $1',
      [memberNo],
    );
    expect(row).toEqual({ verified: true, registered_from: '203.0.113.200' });

    const again = await complete(token);
    expect(again.status).toBe(410);
    expect(again.failure.ex).toBe('linkInvalid');
    expect(await count('member', who.email)).toBe(1);
  });

  it('lets a registration link expire after a day without making the account', async () => {
    const who = { email: 'late@example.com', phone: '212000003' };
    await register(who);
    const token = joinToken(t.mailer.last(who.email)) ?? '';
    clock.advance(VERIFY_TOKEN_TTL_MS + 1000);
    expect((await complete(token)).failure.ex).toBe('linkInvalid');
    expect(await count('member', who.email)).toBe(0);
  });

  it('answers a registered e-mail byte for byte as it answered while it was new, mails its owner that someone tried, and changes nothing', async () => {
    const olga = { email: 'owner@example.com', phone: '212000010', givenName: 'Olga', surname: 'Berg' };
    const asNew = await register(olga);
    const joined = await complete(joinToken(t.mailer.last(olga.email)) ?? '');
    const owner = { memberNo: joined.reply.memberNo };
    const snapshot = async () => (await t.db.query('select * from member where member_no = $1', [owner.memberNo]))[0];
    const before = await snapshot();

    const asKnown = await register({ email: 'owner@example.com', phone: '212000011', password: '135790', givenName: 'Eve', surname: 'Mallory' });
    expect(asKnown.status).toBe(200);
    expect(asKnown.status).toBe(asNew.status);
    expect(asKnown.text).toBe(asNew.text);
    expect(asKnown.headers.get('content-type')).toBe(asNew.headers.get('content-type'));
    expect(asKnown.headers.get('set-cookie')).toBeNull();
    expect(asNew.headers.get('set-cookie')).toBeNull();

    const mail = t.mailer.last('owner@example.com');
    const en = messagesOf('en');
    expect(mail?.subject).toBe(en['mail.joinAttempt.subject']);
    expect(mail?.text).toContain('Olga Berg');
    expect(mail?.text).toContain(owner.memberNo);
    expect(mail?.text).toContain('https://shop.example/tk/nz/en/login/');
    expect(mail?.text).toContain('https://shop.example/tk/nz/en/password/forgot/');
    expect(joinToken(mail)).toBeUndefined();

    expect(await snapshot()).toEqual(before);
    expect(await count('pending_registration', 'owner@example.com')).toBe(0);
    const login = async (password: string) =>
      (await t.api.send(logIn, { body: { country: 'nz', language: 'en', id: 'owner@example.com', pw: await sealedPassword(t.api, password) } })).status;
    expect(await login('246810')).toBe(200);
    expect(await login('135790')).toBe(400);
  });

  it('answers a registered phone with a new e-mail as any other, and tells whoever opens the link that the phone has an account', async () => {
    await joinAsMember(t, { email: 'phone.owner@example.com', phone: '212000020' });
    const again = await register({ email: 'phone.again@example.com', phone: '212000020' });
    const other = await register({ email: 'phone.other@example.com', phone: '212000021' });
    expect(again.status).toBe(other.status);
    expect(again.text.replace('phone.again', 'X')).toBe(other.text.replace('phone.other', 'X'));

    const refused = await complete(joinToken(t.mailer.last('phone.again@example.com')) ?? '');
    expect(refused.status).toBe(409);
    expect(refused.failure.ex).toBe('conflict');
    expect(Object.keys(refused.fields)).toEqual(['phone']);
    expect(await count('member', 'phone.again@example.com')).toBe(0);
  });

  it('takes a few registrations an hour and a day from one address, refusing the rest without making or mailing anything', async () => {
    const address = '198.51.100.77';
    let n = 0;
    const next = () => register({ email: `crowd${++n}@example.com`, phone: String(213_000_000 + n) }, address);
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS_HOUR; i++) expect((await next()).status).toBe(200);
    const before = t.mailer.sent.length;
    const refused = await next();
    expect(refused.status).toBe(429);
    expect(refused.failure.ex).toBe('tooManyRequests');
    expect(t.mailer.sent.length).toBe(before);
    expect(await count('pending_registration', `crowd${n}@example.com`)).toBe(0);
    expect((await register({ email: 'elsewhere@example.com', phone: '213999999' }, '198.51.100.78')).status).toBe(200);

    // The refused attempt counts too: hammering does not shorten the wait.
    let attempts = REGISTRATIONS_PER_ADDRESS_HOUR + 1;
    while (attempts < REGISTRATIONS_PER_ADDRESS_DAY) {
      clock.advance(HOUR_MS);
      for (let i = 0; i < REGISTRATIONS_PER_ADDRESS_HOUR && attempts < REGISTRATIONS_PER_ADDRESS_DAY; i++, attempts++) {
        expect((await next()).status).toBe(200);
      }
    }
    clock.advance(HOUR_MS);
    expect((await next()).status).toBe(429);
  });

  it('sends one mailbox a few registration mails an hour, however its address is spelt', async () => {
    const spellings = ['flood.mail@gmail.com', 'floodmail@gmail.com', 'Flo.od.Mail@gmail.com', 'floodmail@googlemail.com'];
    for (const [i, email] of spellings.slice(0, REGISTRATIONS_PER_MAILBOX_HOUR).entries()) {
      expect((await register({ email, phone: String(214_000_000 + i) })).status).toBe(200);
    }
    const refused = await register({ email: spellings[REGISTRATIONS_PER_MAILBOX_HOUR], phone: '214999999' });
    expect(refused.status).toBe(429);
  });
});
