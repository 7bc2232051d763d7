import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSpecialPassengerEmail, getSpecialPassengerState, registerSpecialPassenger } from '../../src/domain/api/special-passengers.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import type { TestApp } from '../support/order-flow.ts';
import { PNG_PROOF } from '../support/proof-files.ts';
import { testApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await t.services.staff.setPassword('rita', 'correct horse battery');
}, 60_000);
afterAll(async () => {
  await t.close();
});

let serial = 0;

/** A confirmed student registration waiting for review: its code and its number on the staff pages. */
async function pendingRegistration(): Promise<{ authCode: string; id: number; email: string }> {
  serial += 1;
  const email = `review.${serial}@example.com`;
  const { authCode } = await t.api.ok(registerSpecialPassenger, {
    body: {
      country: 'nz',
      language: 'en',
      ticketType: 'SEA',
      surname: 'MORGAN',
      givenName: 'LEE',
      birthday: '1990-02-03',
      nationality: 'NZ',
      documentNumber: `SB${100000 + serial}`,
      email,
      areaCode: '64',
      phone: '211230002',
      files: [new File([PNG_PROOF], 'seaman-book.png', { type: 'image/png' })],
    },
  });
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(t.mailer.last(email)?.text ?? '')?.[1] ?? '';
  await t.api.ok(confirmSpecialPassengerEmail, { body: { token } });
  const [row] = await t.db.query<{ id: number }>('select id from special_passenger where auth_code = $1', [authCode]);
  return { authCode, id: Number(row.id), email };
}

/** A reviewer's browser: the staff cookie it was given at sign-in. */
async function signIn(password = 'correct horse battery'): Promise<{ status: number; cookie: string }> {
  const response = await t.request('/api/staff/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'rita', password }),
  });
  return { status: response.status, cookie: (response.headers.get('set-cookie') ?? '').split(';')[0] };
}

const page = (path: string, cookie = '') => t.request(`/api/staff${path}`, { headers: cookie ? { cookie } : {} });
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

function post(path: string, cookie: string, form: Record<string, string>) {
  return t.request(`/api/staff${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

describe('the staff review pages', () => {
  it('refuse a wrong password and sign a reviewer in with the right one, on a cookie of their own', async () => {
    expect((await signIn('wrong password')).status).toBe(401);
    const { status, cookie } = await signIn();
    expect(status).toBe(303);
    expect(cookie).toMatch(/^staff_session=/);
  });

  it('show the proof files to a signed-in reviewer only', async () => {
    const { id } = await pendingRegistration();
    const { cookie } = await signIn();
    const review = await (await page(`/special-passengers/${id}`, cookie)).text();
    const fileLink = /href="\/api\/staff\/special-passengers\/\d+\/files\/(\d+)"/.exec(review)?.[0].slice(6, -1) ?? '';
    expect(fileLink).not.toBe('');
    const asReviewer = await t.request(fileLink, { headers: { cookie } });
    expect(asReviewer.status).toBe(200);
    expect(asReviewer.headers.get('content-type')).toBe('image/png');
    expect(asReviewer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await asReviewer.arrayBuffer())).toEqual(PNG_PROOF);

    expect((await t.request(fileLink)).status).toBe(401);
    expect((await t.request(fileLink, { headers: { cookie: 'staff_session=forged' } })).status).toBe(401);
    // A member's session is not a reviewer's.
    expect((await t.request(fileLink, { headers: { cookie: 'sid=anything' } })).status).toBe(401);
    expect((await page(`/special-passengers/${id}`)).status).toBe(303);
  });

  it('approve a registration until a date, which the traveller is mailed and the state shows', async () => {
    const { authCode, id, email } = await pendingRegistration();
    const { cookie } = await signIn();
    const list = await (await page('/special-passengers', cookie)).text();
    expect(list).toContain(authCode);
    const review = await (await page(`/special-passengers/${id}`, cookie)).text();
    const approved = await post(`/special-passengers/${id}/approve`, cookie, { csrf: csrfIn(review), validUntil: '2027-03-31' });
    expect([approved.status, approved.headers.get('location')]).toEqual([303, '/api/staff/special-passengers?done=approved']);
    expect((await t.api.ok(getSpecialPassengerState, { body: { authCode } })).registration).toMatchObject({ status: 'approved', validUntil: '2027-03-31' });
    expect(t.mailer.last(email)?.text).toContain(siteFormat('en', 'nz').day('2027-03-31', 'long'));
  });

  it('refuse a registration with the reason, and ask for one', async () => {
    const { authCode, id } = await pendingRegistration();
    const { cookie } = await signIn();
    const csrf = csrfIn(await (await page(`/special-passengers/${id}`, cookie)).text());
    const noReason = await post(`/special-passengers/${id}/refuse`, cookie, { csrf, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain('role="alert"');
    expect((await post(`/special-passengers/${id}/refuse`, cookie, { csrf, reason: 'The seaman’s book is not legible.' })).status).toBe(303);
    expect((await t.api.ok(getSpecialPassengerState, { body: { authCode } })).registration.reason).toBe('The seaman’s book is not legible.');
  });

  it('ignore a decision posted without the form token of the session', async () => {
    const { authCode, id } = await pendingRegistration();
    const { cookie } = await signIn();
    const forged = await post(`/special-passengers/${id}/approve`, cookie, { csrf: 'forged', validUntil: '2027-03-31' });
    expect(forged.status).toBe(403);
    expect((await t.api.ok(getSpecialPassengerState, { body: { authCode } })).registration.status).toBe('pending');
  });
});
