import { expect } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createOrder } from '../../src/domain/api/orders.ts';
import { getPaymentStatus, receivePaymentNotification, startPayment } from '../../src/domain/api/payment.ts';
import { createSearchLink, getSolutionDetail, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { type SentNotification, SIGNATURE_HEADER } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser, Reply } from './api.ts';
import { joinAsMember } from './joining.ts';
import { demoDatabase, TEST_NOW, testApp } from './test-app.ts';

export type TestApp = Awaited<ReturnType<typeof testApp>>;
/** An order as the API answers it. */
export type Order = Reply<typeof createOrder>['order'];
/** One solution priced in every cabin and fare family, as the shop's detail answers it. */
export type Detail = Reply<typeof getSolutionDetail>['data'];
/** What the paid page asks about a payment attempt. */
export type PaidStatus = Reply<typeof getPaymentStatus>;

type OrderBody = CallInput<typeof createOrder>['body'];
/** The solution and fare family chosen for one slice of the trip. */
export type Choice = OrderBody['choices'][number];
/** A passenger as the order form sends it. */
export type PassengerInput = OrderBody['passengers'][number];
type SearchBody = CallInput<typeof createSearchLink>['body'];

/** A test app on the demo network, with a clock the test moves. */
export async function orderApp(options: Omit<Parameters<typeof testApp>[0] & object, 'clock'> = {}) {
  const clock = manualClock(TEST_NOW);
  const t = await testApp({ clock, db: await demoDatabase(), ...options });
  return { t, clock };
}

/** Opens a booking session for a trip on a site. */
export async function openSession(t: TestApp, site: string, lang: Lang, trip: Pick<SearchBody, 'dep' | 'arr' | 'date'> & Partial<SearchBody>): Promise<string> {
  const { encryptArgs } = await t.api.ok(createSearchLink, {
    query: { country: site, language: lang },
    body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip },
  });
  return (await t.api.ok(openBookingSession, { body: { encryptArgs } })).execution;
}

/** The first non-stop solution of a slice on a date, and its detail. */
export async function nonStop(t: TestApp, execution: string, date: string, set = 0): Promise<{ sol: string; detail: Detail; flightNo: string }> {
  const { rows } = (await t.api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date, set: String(set) } })).data.grid;
  const row = rows.find((r) => r.stops === 0);
  if (!row) throw new Error(`no non-stop on ${date}`);
  const { data } = await t.api.ok(getSolutionDetail, { params: { session: execution, set: String(set), sol: row.sol }, body: { execution } });
  return { sol: row.sol, detail: data, flightNo: row.flights[0].flightNo };
}

export const adult = (given = 'JOHN', last = 'SMITH') => ({
  type: 'ADT' as const,
  firstName: given,
  lastName: last,
  sex: '1',
  nationality: 'NZ',
  birthday: '1980-01-01',
  documentType: 'PP',
  documentNumber: 'E1234567',
  documentIssuer: 'NZ',
  documentExpiry: '2030-01-01',
});

export const contact = (email = 'john.smith@example.com') => ({ contactName: 'John Smith', areaCode: '64', phone: '211234567', email });

export interface Booking {
  execution: string;
  choices: Choice[];
  passengers?: PassengerInput[];
  email?: string;
  site?: string;
  lang?: Lang;
  extras?: OrderBody['extras'];
  expectedTotal?: OrderBody['expectedTotal'];
  discount?: OrderBody['discount'];
}

/** Sends an order (an adult and John Smith's contact unless told otherwise) from a browser, which keeps the cookies it is given. */
export function orderRequest(t: TestApp, booking: Booking, browser: Browser = {}) {
  const { execution, site = 'nz', lang = 'en', passengers = [adult()], email, ...rest } = booking;
  return t.api.send(
    createOrder,
    { query: { execution, country: site, language: lang }, body: { session: execution, passengers, contact: contact(email), ...rest } },
    { browser },
  );
}

/** Books and answers the order, keeping the browser's cookies. */
export async function book(t: TestApp, booking: Booking, browser: Browser = {}): Promise<Order> {
  const outcome = await orderRequest(t, booking, browser);
  expect(outcome.status, outcome.text).toBe(200);
  return outcome.reply.order;
}

/**
 * A member registered (and so logged in, through the e-mailed link) in a browser of their own, from an address;
 * `captchaCode` is the code the app's captchas show when the test draws its own.
 */
export async function registeredMember(t: TestApp, email: string, phone: string, address: string, captchaCode?: string): Promise<Browser> {
  const { browser } = await joinAsMember(t, { email, phone }, { browser: { address }, captchaCode });
  return browser;
}

export { CARDS } from './test-cards.ts';

/**
 * Pays an order the way a traveller does: the jump, the provider's card page,
 * the 3-D Secure step when asked, and back to the paid page; answers the
 * attempt (the paid page's execution) and where the provider sent the traveller.
 */
export async function payOrder(t: TestApp, orderNo: string, card: string, browser: Browser, options: { approve?: boolean } = {}) {
  const { url, execution } = await t.api.ok(startPayment, { params: { site: 'nz', lang: 'en' }, body: { orderNo } }, { browser });
  // The provider's pages are not ours: the test opens them where the jump sent it, as a browser would.
  const page = await t.request(url);
  expect(page.status).toBe(200);
  let back = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/30', cvc: '123', holder: 'JOHN SMITH' }),
  });
  expect(back.status).toBe(303);
  if (back.headers.get('location')?.endsWith('/challenge')) {
    const challenge = back.headers.get('location') ?? '';
    expect((await t.request(challenge)).status).toBe(200);
    back = await t.request(challenge, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: options.approve === false ? 'fail' : 'approve' }),
    });
  }
  await t.payments.idle();
  return { execution, location: back.headers.get('location') ?? '' };
}

/** How a payment attempt ended, as the paid page asks. */
export function paidStatus(t: TestApp, execution: string, browser: Browser): Promise<PaidStatus> {
  return t.api.ok(getPaymentStatus, { params: { site: 'nz', lang: 'en', type: 'order', execution } }, { browser });
}

/** The order of a payment that succeeded; fails the test on any other outcome. */
export function paidOrder(paid: PaidStatus): Order {
  if (paid.status !== 'success') throw new Error(`the payment is ${paid.status}, not a success: ${JSON.stringify(paid)}`);
  return paid.order;
}

/** The last notification the sandbox provider signed and sent (or only recorded, when it does not deliver). */
export function lastNotification(t: TestApp): SentNotification {
  const note = t.payments.sent.at(-1);
  if (!note) throw new Error('the sandbox sent no notification');
  return note;
}

/** Posts a notification as the payment provider does (and does again when it retries): the signed text and its signature, without the storefront's CSRF header. */
export function deliver(t: TestApp, note: SentNotification) {
  return t.api.send(
    receivePaymentNotification,
    { body: note.body },
    { headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: note.signature }, noCsrf: true },
  );
}
