import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBusinessAccount, verifyBusinessAccount } from '../../src/domain/api/business.ts';
import { createSearchLink, openBookingSession } from '../../src/domain/api/shop.ts';
import { negotiatedFare } from '../../src/domain/business/business-accounts.ts';
import { BUSINESS_CODE_MAX_TRIES, saveBusinessAccount } from '../../src/server/business/business-accounts.ts';
import type { Browser } from '../support/api.ts';
import { book, nonStop, orderApp, orderRequest, registeredMember, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
beforeAll(async () => {
  ({ t, clock } = await orderApp());
  await saveBusinessAccount(t.db, clock, {
    companyCode: 'ACME01',
    name: 'Acme Travel Test',
    email: 'travel.desk@acme.example',
    discountPercent: 8,
    invoiceTitle: 'Acme Test Ltd',
    taxId: 'NZ-123-456',
    invoiceAddress: '1 Test Street, Auckland',
    demo: false,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const DAY = '2026-12-18';
const DESK = 'travel.desk@acme.example';
let serial = 0;

async function member(): Promise<Browser> {
  serial += 1;
  return registeredMember(t, `business.${serial}@example.com`, `21125${String(serial).padStart(4, '0')}`, `203.0.113.${100 + serial}`);
}

/** The code the company's travel desk was mailed last. */
const deskCode = () => /\b(\d{6})\b/.exec(t.mailer.last(DESK)?.text ?? '')?.[1] ?? '';

async function verified(): Promise<Browser> {
  const browser = await member();
  await t.api.ok(verifyBusinessAccount, { body: { companyCode: 'acme01' } }, { browser });
  await t.api.ok(verifyBusinessAccount, { body: { companyCode: 'ACME01', code: deskCode() } }, { browser });
  return browser;
}

/** A booking session from Guangzhou to Kunming opened in a browser, with what getInfo said of it. */
async function session(browser: Browser = {}) {
  const { encryptArgs } = await t.api.ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: { tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: [DAY], adt: 1, cnn: 0, inf: 0, cabin: '0' },
  });
  return t.api.ok(openBookingSession, { body: { encryptArgs } }, { browser });
}

async function flexFare(execution: string): Promise<number> {
  const { detail } = await nonStop(t, execution, DAY);
  const fare = detail.cabins[0].families.find((f) => f.id === 'ECONOMY_FLEX')?.prices[0].fare.amount;
  if (fare === undefined) throw new Error('no ECONOMY_FLEX fare');
  return fare;
}

describe('verifying a business-travel account (bizPax/auth)', () => {
  it('mails a code to the company’s registered travel desk, never to the member, and with it makes the member its traveller', async () => {
    const browser = await member();
    const sent = await t.api.ok(verifyBusinessAccount, { body: { companyCode: 'ACME01' } }, { browser });
    expect(sent).toEqual({ status: 'codeSent', sentTo: 't•••@acme.example', expiresIn: 600 });
    expect(t.mailer.last(DESK)?.subject).toContain('Acme Travel Test');
    expect((await t.api.ok(getBusinessAccount, undefined, { browser })).company).toBeNull();

    const done = await t.api.ok(verifyBusinessAccount, { body: { companyCode: 'ACME01', code: deskCode() } }, { browser });
    expect(done).toEqual({ status: 'verified', company: { companyCode: 'ACME01', name: 'Acme Travel Test', discountPercent: 8 } });
    expect((await t.api.ok(getBusinessAccount, undefined, { browser })).company?.companyCode).toBe('ACME01');
  });

  it('locks the code after five wrong tries', async () => {
    const browser = await member();
    await t.api.ok(verifyBusinessAccount, { body: { companyCode: 'ACME01' } }, { browser });
    const wrong = deskCode() === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < BUSINESS_CODE_MAX_TRIES; i++) {
      answers.push((await t.api.send(verifyBusinessAccount, { body: { companyCode: 'ACME01', code: wrong } }, { browser })).failure.ex);
    }
    expect(answers.at(-1)).toBe('codeLocked');
    expect((await t.api.send(verifyBusinessAccount, { body: { companyCode: 'ACME01', code: deskCode() } }, { browser })).failure.ex).toBe('codeLocked');
  });

  it('answers notFound for a company code the airline has not issued, and 401 to a guest', async () => {
    const browser = await member();
    const unknown = await t.api.send(verifyBusinessAccount, { body: { companyCode: 'NOPE99' } }, { browser });
    expect([unknown.status, unknown.failure.ex]).toEqual([404, 'notFound']);
    expect((await t.api.send(verifyBusinessAccount, { body: { companyCode: 'ACME01' } })).status).toBe(401);
  });
});

describe('booking as a business traveller', () => {
  it('prices the company’s negotiated share off the fares, says so in the session, and puts the invoice details on the order', async () => {
    const browser = await verified();
    const guest = await session();
    const traveller = await session(browser);
    expect(guest.business).toBeUndefined();
    expect(traveller.business).toEqual({ name: 'Acme Travel Test', discountPercent: 8 });
    // The share is taken off the fare in the airline's currency before it is shown in the site's, hence within a unit.
    expect(Math.abs((await flexFare(traveller.execution)) - negotiatedFare(await flexFare(guest.execution), 8))).toBeLessThanOrEqual(100);
    expect(await flexFare(traveller.execution)).toBeLessThan(await flexFare(guest.execution));

    const { sol } = await nonStop(t, traveller.execution, DAY);
    const order = await book(t, { execution: traveller.execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    expect(order.invoice).toEqual({ companyCode: 'ACME01', title: 'Acme Test Ltd', taxId: 'NZ-123-456', address: '1 Test Street, Auckland' });

    const guestOrder = await book(t, {
      execution: guest.execution,
      choices: [{ set: 0, sol: (await nonStop(t, guest.execution, DAY)).sol, familyId: 'ECONOMY_FLEX' }],
    });
    expect(guestOrder.invoice).toBeNull();
  });

  it('refuses the company’s session to anyone not verified for it', async () => {
    const traveller = await session(await verified());
    const { sol } = await nonStop(t, traveller.execution, DAY);
    const choices = [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }];
    const stranger = await orderRequest(t, { execution: traveller.execution, choices }, await member());
    expect([stranger.status, stranger.failure.ex]).toEqual([403, 'forbidden']);
    expect((await orderRequest(t, { execution: traveller.execution, choices })).status).toBe(403);
  });
});
