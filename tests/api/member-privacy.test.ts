import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWelcomeCoupon } from '../../src/domain/api/coupons.ts';
import { addCertificate, checkLogin, logIn } from '../../src/domain/api/member.ts';
import { closeAccount, eraseSavedData, exportMemberData } from '../../src/domain/api/privacy.ts';
import { confirmSubscription, logCheckbox, subscribe } from '../../src/domain/api/subscriptions.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import type { Browser } from '../support/api.ts';
import { joinAsMember, sealedPassword } from '../support/joining.ts';
import { adult, book, CARDS, nonStop, openSession, orderApp, payOrder, type TestApp } from '../support/order-flow.ts';
import { savedAdult, savedContact, savedDataCalls } from '../support/saved-data.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A person whose name, e-mail, phone and document numbers appear nowhere else in the database. */
interface Person {
  readonly givenName: string;
  readonly surname: string;
  readonly email: string;
  readonly phone: string;
  readonly savedDocument: string;
  /** A saved passenger's further certificate (a residence permit) and street, kept in the passenger's row. */
  readonly savedPermit: string;
  readonly savedStreet: string;
  readonly orderDocument: string;
  readonly identityDocument: string;
}

const YSOLDE: Person = {
  givenName: 'Ysolde',
  surname: 'Quennell',
  email: 'ysolde.quennell@example.com',
  phone: '219876543',
  savedDocument: 'Y8812377',
  savedPermit: 'YSOLDEPERMIT000001',
  savedStreet: '7 Quennell Lane',
  orderDocument: 'Y5512398',
  identityDocument: 'Y4400012',
};

const OSWIN: Person = {
  givenName: 'Oswin',
  surname: 'Hazelrigg',
  email: 'oswin.hazelrigg@example.com',
  phone: '219876544',
  savedDocument: 'H8812377',
  savedPermit: 'OSWINPERMIT0000002',
  savedStreet: '9 Hazelrigg Lane',
  orderDocument: 'H5512398',
  identityDocument: 'H4400012',
};

const valuesOf = (p: Person) => [p.givenName, p.surname, p.email, p.phone, p.savedDocument, p.savedPermit, p.savedStreet, p.orderDocument, p.identityDocument];

/**
 * Every place a value is held: each text, jsonb and array column of every table, searched without regard to case.
 * A table added later is searched too, so it cannot keep a closed account's data unnoticed.
 */
async function placesHolding(db: DbHandle, value: string): Promise<string[]> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
      order by 1, 2`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from "${table}" where strpos(lower("${column}"::text), lower($1)) > 0`, [value]);
    if (n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

interface Member {
  readonly person: Person;
  readonly memberNo: string;
  readonly browser: Browser;
  readonly orderNo: string;
}

let joined = 0;

/** Joins, keeps a passenger, a contact and an identity document, and books and pays an order with their own passport. */
async function memberWithData(person: Person): Promise<Member> {
  joined++;
  const address = `203.0.113.${40 + joined}`;
  const { memberNo, browser } = await joinAsMember(
    t,
    { email: person.email, phone: person.phone, givenName: person.givenName, surname: person.surname },
    { browser: { address } },
  );
  const saved = savedDataCalls(t, browser.cookie ?? '');
  expect(
    (
      await saved.modifyPassenger({
        ...savedAdult({ firstName: person.givenName, lastName: person.surname, documentNumber: person.savedDocument }),
        certificates: [{ type: 'RP', number: person.savedPermit, issuer: 'NZ', expiry: '2031-05-01' }],
        residenceAddress: person.savedStreet,
        residenceCity: 'Wellington',
        residenceCountry: 'NZ',
      })
    ).status,
  ).toBe(200);
  expect(
    (await saved.modifyContact(savedContact({ contactName: `${person.givenName} ${person.surname}`, phone: person.phone, email: person.email }))).status,
  ).toBe(200);
  const certificate = await t.api.send(
    addCertificate,
    { params: { site: 'nz', lang: 'en' }, body: { type: 'PP', number: person.identityDocument, issuer: 'NZ', expiry: '2031-01-01' } },
    { browser },
  );
  expect(certificate.status).toBe(200);
  expect((await t.api.send(sendWelcomeCoupon, { body: { country: 'nz', language: 'en' } }, { browser })).reply.sent).toBe(true);
  // E-mail offers, confirmed from the mailed link, and a consent box ticked: both go to the consent trail.
  const au = { site: 'au', lang: 'en' } as const;
  expect((await t.api.send(subscribe, { params: au, body: { email: person.email, topics: ['offers'], consent: 'privacy' } }, { browser })).status).toBe(200);
  const token = /\/my\/subscribe\/\?token=([A-Za-z0-9_-]{43})/.exec(t.mailer.last(person.email)?.text ?? '')?.[1] ?? '';
  expect((await t.api.send(confirmSubscription, { params: au, body: { token } }, { browser })).status).toBe(200);
  expect((await t.api.send(logCheckbox, { body: { operation: 'bookingNotices', description: 'I have read the notices' } }, { browser })).status).toBe(200);

  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-18'] });
  const { sol } = await nonStop(t, execution, '2026-12-18');
  const order = await book(
    t,
    {
      execution,
      choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }],
      passengers: [{ ...adult(person.givenName.toUpperCase(), person.surname.toUpperCase()), documentNumber: person.orderDocument }],
      email: person.email,
    },
    browser,
  );
  await payOrder(t, order.orderNo, CARDS.success, browser);
  return { person, memberNo, browser, orderNo: order.orderNo };
}

const exportOf = (browser: Browser) => t.api.send(exportMemberData, {}, { browser });

let ysolde: Member;
let oswin: Member;

beforeAll(async () => {
  ysolde = await memberWithData(YSOLDE);
  oswin = await memberWithData(OSWIN);
}, 60_000);

describe("a member's own data", () => {
  it('answers every privacy call of a guest with 401', async () => {
    const guest: Browser = {};
    const pw = await sealedPassword(t.api, '246810');
    for (const outcome of [
      await t.api.send(exportMemberData, {}, { browser: guest }),
      await t.api.send(eraseSavedData, {}, { browser: guest }),
      await t.api.send(closeAccount, { body: { pw } }, { browser: guest }),
    ]) {
      expect(outcome.status).toBe(401);
      expect(outcome.failure.ex).toBe('unauthorized');
    }
  });

  it("exports the member's profile, documents, saved passengers and contacts, orders with tickets, coupons and sessions, and nothing of another member", async () => {
    const outcome = await exportOf(ysolde.browser);
    expect(outcome.status).toBe(200);
    const data = outcome.reply;
    expect(data).toMatchObject({ format: 'storefront-member-data', version: 1, memberNo: ysolde.memberNo });
    expect(Object.keys(data.sections)).toEqual([
      'profile',
      'cards',
      'identityDocuments',
      'savedPassengers',
      'savedContacts',
      'orders',
      'miles',
      'coupons',
      'socialAccounts',
      'subscriptions',
      'consents',
      'sessions',
      'failedLogins',
    ]);
    expect(data.sections.subscriptions).toEqual([expect.objectContaining({ site: 'au', topics: ['offers'], withdrawnAt: null })]);
    expect(data.sections.consents).toEqual([
      expect.objectContaining({ event: 'requested', email: YSOLDE.email.toLowerCase() }),
      expect.objectContaining({ event: 'confirmed', method: 'emailLink' }),
      expect.objectContaining({ event: 'checkbox', operation: 'bookingNotices' }),
    ]);
    expect(data.sections.profile).toMatchObject({ givenName: 'Ysolde', surname: 'Quennell', email: YSOLDE.email, phone: YSOLDE.phone });
    expect(data.sections.identityDocuments).toEqual([expect.objectContaining({ type: 'PP', number: YSOLDE.identityDocument })]);
    expect(data.sections.savedPassengers).toEqual([
      expect.objectContaining({
        givenName: 'Ysolde',
        documentNumber: YSOLDE.savedDocument,
        moreCertificates: [{ type: 'RP', number: YSOLDE.savedPermit, issuer: 'NZ', expiry: '2031-05-01' }],
        residenceAddress: YSOLDE.savedStreet,
        residenceCity: 'Wellington',
        residenceCountry: 'NZ',
      }),
    ]);
    expect(data.sections.savedContacts).toEqual([expect.objectContaining({ contactName: 'Ysolde Quennell', email: YSOLDE.email })]);
    expect(data.sections.orders).toEqual([
      expect.objectContaining({
        orderNo: ysolde.orderNo,
        contact: expect.objectContaining({ email: YSOLDE.email }),
        tickets: [expect.objectContaining({ ticketNo: expect.stringMatching(/^\d{13}$/) })],
      }),
    ]);
    expect(data.sections.coupons).toEqual([expect.objectContaining({ kind: 'welcome' })]);
    expect(data.sections.sessions).toEqual([expect.objectContaining({ startedAt: expect.any(String) })]);

    const text = JSON.stringify(data);
    expect(text).not.toContain('password');
    expect(text).not.toContain('argon2');
    for (const value of valuesOf(OSWIN)) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    expect(text).not.toContain(oswin.orderNo);
  });

  it("erases the member's saved passengers and contacts, and no other member's", async () => {
    const member = await memberWithData({
      ...YSOLDE,
      givenName: 'Maren',
      surname: 'Eriksdottir',
      email: 'maren.e@example.com',
      phone: '219876545',
      savedDocument: 'M8812377',
      savedPermit: 'MARENPERMIT0000003',
      savedStreet: '3 Eriksdottir Lane',
      orderDocument: 'M5512398',
      identityDocument: 'M4400012',
    });
    const erased = await t.api.send(eraseSavedData, {}, { browser: member.browser });
    expect(erased.reply).toEqual({ passengers: 1, contacts: 1 });
    const saved = savedDataCalls(t, member.browser.cookie ?? '');
    expect((await saved.listPassengers()).reply.pList.filter((p) => p.psgId !== null)).toEqual([]);
    expect((await saved.listContacts()).reply.data).toEqual([]);
    expect((await t.api.send(eraseSavedData, {}, { browser: member.browser })).reply).toEqual({ passengers: 0, contacts: 0 });

    const others = savedDataCalls(t, oswin.browser.cookie ?? '');
    expect((await others.listPassengers()).reply.pList.filter((p) => p.psgId !== null)).toHaveLength(1);
    expect((await others.listContacts()).reply.data).toHaveLength(1);
  });

  it('keeps the account when the password given to close it is wrong, and refuses after five wrong ones in an hour', async () => {
    const member = await joinAsMember(t, { email: 'wrong.pw@example.com', phone: '219876546' }, { browser: { address: '203.0.113.60' } });
    for (let i = 0; i < 5; i++) {
      const wrong = await t.api.send(closeAccount, { body: { pw: await sealedPassword(t.api, '135790') } }, { browser: member.browser });
      expect(wrong.status).toBe(400);
      expect(wrong.failure.ex).toBe('CZSSO030014');
    }
    const refused = await t.api.send(closeAccount, { body: { pw: await sealedPassword(t.api, '246810') } }, { browser: member.browser });
    expect(refused.status).toBe(429);
    expect((await t.api.ok(checkLogin, {}, { browser: member.browser })).user).not.toBeNull();
  });

  it("closes the account: no table keeps the member's name, e-mail, phone or document numbers, sessions end and the login fails", async () => {
    const before = await t.db.query<{ status: string; total_amount: number; tickets: number }>(
      `select status, total_amount, (select count(*)::int from ticket where order_id = o.id) as tickets from booking_order o where order_no = $1`,
      [ysolde.orderNo],
    );
    const otherLogin: Browser = { address: '203.0.113.61' };
    const pw = await sealedPassword(t.api, '246810');
    expect((await t.api.send(logIn, { body: { country: 'nz', language: 'en', id: YSOLDE.email, pw } }, { browser: otherLogin })).status).toBe(200);
    for (const value of valuesOf(YSOLDE)) expect(await placesHolding(t.db, value), value).not.toEqual([]);

    const closed = await t.api.send(closeAccount, { body: { pw: await sealedPassword(t.api, '246810') } }, { browser: ysolde.browser });
    expect(closed.status).toBe(200);
    expect(closed.reply).toEqual({ closed: true });
    expect(closed.headers.get('set-cookie')).toMatch(/__Host-sid=;/);

    for (const value of valuesOf(YSOLDE)) expect(await placesHolding(t.db, value), value).toEqual([]);
    expect(await placesHolding(t.db, ysolde.memberNo)).toEqual([]);
    // The offers are withdrawn, and the consent trail keeps only a hash of the address as its proof.
    const trail = await t.db.query<{ event: string; method: string | null; email: string | null }>(
      "select event, method, email from consent_record where email like 'sha256:%' order by id",
    );
    expect(trail.map((row) => [row.event, row.method])).toEqual([
      ['requested', null],
      ['confirmed', 'emailLink'],
      ['withdrawn', 'accountClosed'],
    ]);

    // The order stays as the accounting record the README lists: number, status, amounts and tickets.
    const after = await t.db.query<{ status: string; total_amount: number; tickets: number; member_id: number | null; passengers: unknown }>(
      `select status, total_amount, member_id, passengers, (select count(*)::int from ticket where order_id = o.id) as tickets from booking_order o where order_no = $1`,
      [ysolde.orderNo],
    );
    expect(after).toEqual([{ ...before[0], member_id: null, passengers: [{ type: 'ADT', infantOf: null, fields: {} }] }]);

    for (const browser of [ysolde.browser, otherLogin]) {
      expect((await t.api.ok(checkLogin, {}, { browser })).user).toBeNull();
      expect((await t.api.send(exportMemberData, {}, { browser })).status).toBe(401);
    }
    const again = await t.api.send(
      logIn,
      { body: { country: 'nz', language: 'en', id: YSOLDE.email, pw: await sealedPassword(t.api, '246810') } },
      {
        browser: { address: '203.0.113.62' },
      },
    );
    expect(again.failure.ex).toBe('CZSSO030014');
  });

  it("leaves another member's data as it was", async () => {
    for (const value of valuesOf(OSWIN)) expect(await placesHolding(t.db, value), value).not.toEqual([]);
    const data = (await exportOf(oswin.browser)).reply;
    expect(data.sections.profile).toMatchObject({ email: OSWIN.email });
    expect(data.sections.savedPassengers).toHaveLength(1);
    expect(data.sections.orders).toEqual([expect.objectContaining({ orderNo: oswin.orderNo, contact: expect.objectContaining({ email: OSWIN.email }) })]);
  });

  it('lets the e-mail and phone of a closed account register again, without a second welcome coupon', async () => {
    const back = await joinAsMember(t, { email: YSOLDE.email, phone: YSOLDE.phone }, { browser: { address: '203.0.113.63' } });
    expect(back.memberNo).not.toBe(ysolde.memberNo);
    expect((await t.api.send(sendWelcomeCoupon, { body: { country: 'nz', language: 'en' } }, { browser: back.browser })).reply).toEqual({
      sent: false,
      coupon: null,
    });
  });
});
