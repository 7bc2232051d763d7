import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { addCertificate, enrolFrequentFlyer, getMemberStatus, verifyMember } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { mod112CheckCharacter } from '../../src/domain/validation/documents.ts';
import { MAX_CERTIFICATES, VERIFY_CAPTCHA_AFTER_NUMBER_FAILURES, VERIFY_FAILURES_PER_NUMBER_HOUR } from '../../src/server/member/member-account.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { joinAsMember } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

const NZ = { site: 'nz', lang: 'en' } as const;

describe('member status, member check, programme enrolment and documents', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let captchas = 0;
  const clock = manualClock('2026-11-21T08:00:00Z');
  const register = (email: string, phone: string, givenName = 'Mei', surname = 'Lin') => joinAsMember(t, { email, phone, givenName, surname });
  const status = (cookie: string) => t.api.ok(getMemberStatus, { params: NZ }, { browser: { cookie } });
  const checkMember = (body: CallInput<typeof verifyMember>['body'], address: string) =>
    t.api.send(verifyMember, { params: NZ, body }, { browser: { address } });
  const enrol = (body: CallInput<typeof enrolFrequentFlyer>['body'], cookie?: string) =>
    t.api.send(enrolFrequentFlyer, { params: NZ, body }, { browser: { cookie } });
  const captcha = async () => {
    const captchaId = `member-captcha-${++captchas}`;
    await t.api.send(getCaptcha, { query: { i: captchaId } });
    return { captchaId, ca: 'AB12' };
  };

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'AB12' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows a logged-in member's status, the e-mail verified by the registration link, and nothing to a guest", async () => {
    const { memberNo, cookie } = await register('ava@example.com', '221000001');
    expect(await status(cookie)).toEqual({
      memberNo,
      givenName: 'Mei',
      surname: 'Lin',
      name: 'Mei Lin',
      tier: 'standard',
      emailVerified: true,
      ffp: { enrolled: false, enrolledAt: null },
      certificates: [],
      cards: [{ idx: 0, cardNo: `${memberNo.slice(0, 4)}****${memberNo.slice(-4)}`, holderName: 'Mei Lin', disabled: false }],
    });
    const guest = await t.api.send(getMemberStatus, { params: NZ });
    expect(guest.status).toBe(401);
  });

  it('says only whether a member number and a name belong together, whatever the letter case', async () => {
    const { memberNo } = await register('bea@example.com', '221000002', 'Bea Anne', 'Rossi');
    const ok = await checkMember({ cardNo: memberNo, surname: 'ROSSI', givenName: 'bea anne' }, '203.0.113.50');
    expect(ok.reply).toEqual({ match: true });
    const wrongName = await checkMember({ cardNo: memberNo, surname: 'Rossa', givenName: 'Bea Anne' }, '203.0.113.51');
    expect(wrongName.reply).toEqual({ match: false });
    const bad = await checkMember({ cardNo: '123456789012', surname: 'Rossi', givenName: 'Bea' }, '203.0.113.52');
    expect(bad.status).toBe(400);
    expect(bad.failure).toMatchObject({ fields: { cardNo: { code: 'e01' } } });
  });

  it('asks for the captcha after failed member checks on a number, and refuses checks beyond the hourly limit', async () => {
    const { memberNo } = await register('cal@example.com', '221000003', 'Cal', 'Berg');
    for (let i = 0; i < VERIFY_CAPTCHA_AFTER_NUMBER_FAILURES; i++) {
      expect((await checkMember({ cardNo: memberNo, surname: 'Other', givenName: 'Cal' }, `198.51.100.${i}`)).reply).toEqual({ match: false });
    }
    const asked = await checkMember({ cardNo: memberNo, surname: 'Berg', givenName: 'Cal' }, '198.51.100.60');
    expect(asked.failure.ex).toBe('CZWEB000010');
    const solved = await checkMember({ cardNo: memberNo, surname: 'Berg', givenName: 'Cal', ...(await captcha()) }, '198.51.100.61');
    expect(solved.reply).toEqual({ match: true });
    for (let i = 0; i < VERIFY_FAILURES_PER_NUMBER_HOUR; i++)
      await checkMember({ cardNo: memberNo, surname: 'Other', givenName: 'Cal', ...(await captcha()) }, `198.51.101.${i}`);
    const blocked = await checkMember({ cardNo: memberNo, surname: 'Berg', givenName: 'Cal', ...(await captcha()) }, '198.51.102.1');
    expect(blocked.status).toBe(429);
  });

  it('enrols a member in the programme with birthday, gender and nationality checked by the shared rules', async () => {
    const { memberNo, cookie } = await register('dov@example.com', '221000004');
    const guest = await enrol({ birthday: '1990-5-17', gender: '1', nationality: 'nz' });
    expect(guest.status).toBe(401);
    const child = await enrol({ birthday: '2020-01-01', gender: '1', nationality: 'NZ' }, cookie);
    expect(child.status).toBe(400);
    expect(child.failure).toMatchObject({ ex: 'e02', fields: { birthday: { code: 'e02' } } });
    const badGender = await enrol({ birthday: '1990-05-17', gender: 'x', nationality: 'NZ' }, cookie);
    expect(badGender.failure).toMatchObject({ fields: { gender: { code: 'e01' } } });
    const enrolled = await enrol({ birthday: '1990-5-17', gender: '1', nationality: 'nz' }, cookie);
    expect(enrolled.reply).toEqual({ enrolled: true, memberNo, enrolledAt: '2026-11-21T08:00:00.000Z' });
    clock.advance(60_000);
    const confirmed = await enrol({ birthday: '1990-05-17', gender: '0', nationality: 'AU' }, cookie);
    expect(confirmed.reply.enrolledAt).toBe('2026-11-21T08:00:00.000Z');
    expect((await status(cookie)).ffp).toEqual({ enrolled: true, enrolledAt: '2026-11-21T08:00:00.000Z' });
    const [row] = await t.db.query<{ birthday: string; gender: string; nationality: string }>(
      "select to_char(birthday, 'YYYY-MM-DD') as birthday, gender, nationality from member where member_no = $1",
      [memberNo],
    );
    expect(row).toEqual({ birthday: '1990-05-17', gender: '0', nationality: 'AU' });
  });

  it('adds identity documents under the rules of their type, masked in replies, refusing duplicates and never logging numbers', async () => {
    const { cookie } = await register('eli@example.com', '221000005');
    const add = (body: CallInput<typeof addCertificate>['body']) => t.api.send(addCertificate, { params: NZ, body }, { browser: { cookie } });
    const passport = await add({ type: 'P', number: 'e1234567', issuer: 'nz', expiry: '2030-1-5' });
    expect(passport.status).toBe(200);
    expect(passport.reply).toEqual({ certificate: { id: expect.any(Number), type: 'PP', number: '****4567', issuer: 'NZ', expiry: '2030-01-05' } });
    const again = await add({ type: 'PP', number: 'E1234567', issuer: 'NZ', expiry: '2031-01-01' });
    expect(again.status).toBe(409);
    const unknownType = await add({ type: 'XX', number: 'E1234567', issuer: 'NZ', expiry: '2030-01-05' });
    expect(unknownType.failure).toMatchObject({ fields: { type: { code: 'errorType' } } });
    const expired = await add({ type: 'PP', number: 'E7654321', issuer: 'NZ', expiry: '2026-11-20' });
    expect(expired.failure).toMatchObject({ fields: { expiry: { code: 'expiration' } } });
    const seventeen = '11010519491231002';
    const badId = await add({ type: 'NI', number: `${seventeen}${mod112CheckCharacter(seventeen) === '1' ? '2' : '1'}`, issuer: 'CN', expiry: '2035-01-01' });
    expect(badId.failure).toMatchObject({ fields: { number: { code: 'e01' } } });
    const goodId = await add({ type: 'NI', number: `${seventeen}${mod112CheckCharacter(seventeen)}`, issuer: 'CN', expiry: '2035-01-01' });
    expect(goodId.status).toBe(200);
    const listed = (await status(cookie)).certificates;
    expect(listed.map((c) => [c.type, c.number])).toEqual([
      ['PP', '****4567'],
      ['NI', `${'*'.repeat(14)}${`${seventeen}${mod112CheckCharacter(seventeen)}`.slice(-4)}`],
    ]);
    for (let i = listed.length; i < MAX_CERTIFICATES; i++)
      expect((await add({ type: 'IP', number: `IP00${i}`, issuer: 'NZ', expiry: '2030-01-01' })).status).toBe(200);
    expect((await add({ type: 'IP', number: 'IP999', issuer: 'NZ', expiry: '2030-01-01' })).status).toBe(409);
    expect(JSON.stringify(t.logger.lines)).not.toMatch(/E1234567|e1234567|11010519491231/);
  });
});
