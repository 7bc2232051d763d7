import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { getPublicKey, logIn, validateCard } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { loginFailure } from '../../src/server/db/schema.ts';
import {
  ADDRESS_FAILURES_PER_HOUR,
  CAPTCHA_AFTER_ACCOUNT_FAILURES,
  MAX_SLOW_DOWN_MS,
  SLOW_DOWN_AFTER_ACCOUNT_FAILURES,
} from '../../src/server/member/login-limits.ts';
import { CARD_STEP_FAILURES_PER_MEMBER_HOUR } from '../../src/server/member/login-service.ts';
import { createMembers } from '../../src/server/member/members.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { testApp } from '../support/test-app.ts';

type LoginFields = Omit<CallInput<typeof logIn>['body'], 'country' | 'language'>;

describe('login limits that never lock the owner out', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  const clock = manualClock('2026-11-23T08:00:00Z');
  const waits: number[] = [];
  let addresses = 0;
  let captchas = 0;
  const newAddress = () => `203.0.113.${++addresses}`;
  const encrypt = (password: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString('base64');
  const login = (fields: LoginFields, address = newAddress()) =>
    t.api.send(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', ...fields } }, { browser: { address } });
  const rightCaptcha = async () => {
    const captchaId = `login-limits-${++captchas}`;
    await t.api.send(getCaptcha, { query: { i: captchaId } });
    return { captchaId, ca: 'AB12' };
  };
  const member = (email: string, phone: string) =>
    createMembers({ db: t.db, clock }).register({ givenName: 'Ana', surname: 'Reyes', email, areaCode: '64', phone, password: '246810' });

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'AB12', pause: async (ms) => void waits.push(ms) });
    ({ publicKey } = await t.api.ok(getPublicKey));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the owner in with the right password and the right captcha after a hundred wrong passwords from many addresses', async () => {
    await member('owner@example.com', '211000001');
    for (let batch = 0; batch < 5; batch++) {
      const replies = await Promise.all(Array.from({ length: 20 }, () => login({ id: 'owner@example.com', pw: encrypt('000000') })));
      for (const reply of replies) expect(['CZSSO030014', 'CZWEB000010']).toContain(reply.failure.ex);
    }
    const withoutCaptcha = await login({ id: 'owner@example.com', pw: encrypt('246810') });
    expect(withoutCaptcha.failure.ex).toBe('CZWEB000010');
    const owner = await login({ id: 'owner@example.com', pw: encrypt('246810'), ...(await rightCaptcha()) });
    expect(owner.status).toBe(200);
  });

  it(`makes each try on an account wait after ${SLOW_DOWN_AFTER_ACCOUNT_FAILURES} failures, a second more each time up to ${MAX_SLOW_DOWN_MS / 1000}`, async () => {
    await member('slow@example.com', '211000002');
    waits.length = 0;
    for (let i = 0; i < SLOW_DOWN_AFTER_ACCOUNT_FAILURES + 6; i++) await login({ id: 'slow@example.com', pw: encrypt('000000') });
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000, 5000]);
  });

  it('counts the failures of an account whichever of its ids was typed', async () => {
    const { memberNo } = await member('three.ids@example.com', '211000003');
    expect((await login({ id: memberNo, pw: encrypt('000000') })).failure.ex).toBe('CZSSO030014');
    expect((await login({ id: 'THREE.IDS@example.com', pw: encrypt('000000') })).failure.ex).toBe('CZSSO030014');
    expect((await login({ loginType: 'phone', areaCode: '64', id: '211000003', pw: encrypt('000000') })).failure.ex).toBe('CZSSO030014');
    expect(CAPTCHA_AFTER_ACCOUNT_FAILURES).toBe(3);
    // A fourth try, by any of the three ids, meets the captcha.
    expect((await login({ id: 'three.ids@example.com', pw: encrypt('246810') })).failure.ex).toBe('CZWEB000010');
    expect((await login({ id: memberNo, pw: encrypt('246810') })).failure.ex).toBe('CZWEB000010');
    expect((await login({ id: memberNo, pw: encrypt('246810'), ...(await rightCaptcha()) })).status).toBe(200);
  });

  it(`still refuses an address after ${ADDRESS_FAILURES_PER_HOUR} failed logins from it in an hour, even with the right password`, async () => {
    await member('shared.wifi@example.com', '211000004');
    const address = '192.0.2.200';
    const at = new Date(clock.now().getTime() - 60_000);
    await t.db.db
      .insert(loginFailure)
      .values(Array.from({ length: ADDRESS_FAILURES_PER_HOUR }, (_, i) => ({ account: `email:guess${i}@example.com`, address, at })));
    const refused = await login({ id: 'shared.wifi@example.com', pw: encrypt('246810'), ...(await rightCaptcha()) }, address);
    expect(refused.status).toBe(429);
    expect((await login({ id: 'shared.wifi@example.com', pw: encrypt('246810') })).status).toBe(200);
  });

  it(`allows ${CARD_STEP_FAILURES_PER_MEMBER_HOUR} wrong cards or names an hour in the card step, then refuses even the right one`, async () => {
    const card = await member('cards@example.com', '211000005');
    await createMembers({ db: t.db, clock }).addCard(card.id, { cardNo: '600011112222', holderName: 'Ana Reyes' });
    const started = await login({ id: 'cards@example.com', pw: encrypt('246810') });
    expect('cards' in started.reply).toBe(true);
    const step = /login_card=[^;]+/.exec(started.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const validate = (name: string) =>
      t.api.send(validateCard, { body: { country: 'nz', language: 'en', index: '1', name } }, { browser: { cookie: step, address: newAddress() } });
    for (let i = 0; i < CARD_STEP_FAILURES_PER_MEMBER_HOUR; i++) expect((await validate('Someone Else')).status).toBe(400);
    const over = await validate('Ana Reyes');
    expect(over.status).toBe(429);
    expect(over.failure.ex).toBe('tooManyRequests');
    clock.advance(61 * 60 * 1000);
    const again = await login({ id: 'cards@example.com', pw: encrypt('246810') });
    const nextStep = /login_card=[^;]+/.exec(again.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const ok = await t.api.send(validateCard, { body: { country: 'nz', language: 'en', index: '1', name: 'ana reyes' } }, { browser: { cookie: nextStep } });
    expect(ok.status).toBe(200);
  });
});
