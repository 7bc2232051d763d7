import { expect } from 'vitest';
import { demoNetworkStep } from '../../src/server/airline/demo/seed-network.ts';
import { demoRatesStep } from '../../src/server/airline/demo/seed-rates.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { testApp, TEST_NOW } from './test-app.ts';

export type TestApp = Awaited<ReturnType<typeof testApp>>;
export type Money = { amount: number; currency: string };
export type Order = {
  orderNo: string;
  locator: string;
  status: string;
  deadline: string;
  segments: { flightNo: string; bookingClass: string; familyId: string }[];
  passengers: { type: string; name: string; tickets: string[] }[];
  prices: { type: string; count: number; fare: number; taxes: number; surcharges: number; total: number }[];
  totalPayMoney: number;
  totalPrice: number;
  totalTax: number;
  totalSurcharge: number;
  equivFarecurrency: string;
};
export type Detail = {
  cabins: {
    cabin: number;
    families: {
      id: string;
      classes: string[];
      seatsLeft: number;
      prices: { type: 'ADT' | 'CNN' | 'INF'; count: number; fare: Money; taxes: { amount: Money }[]; total: Money }[];
      saleTotal: Money;
    }[];
  }[];
};

export const CSRF = { 'x-requested-with': 'storefront' };

/** A request init: JSON body, the CSRF header, and the cookie and address of one browser. */
export function post(body: unknown, browser: Browser = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...CSRF, ...headersOf(browser) }, body: JSON.stringify(body) };
}

export function postForm(body: Record<string, string>, browser: Browser = {}): RequestInit {
  return { method: 'POST', headers: { ...CSRF, ...headersOf(browser) }, body: new URLSearchParams(body) };
}

/** One traveller's browser: its cookies and its address. */
export interface Browser {
  cookie?: string;
  address?: string;
}

function headersOf(browser: Browser): Record<string, string> {
  return { ...(browser.cookie ? { cookie: browser.cookie } : {}), ...(browser.address ? { 'x-real-ip': browser.address } : {}) };
}

/** Keeps the cookies a response sets, as a browser does. */
export function keepCookies(browser: Browser, response: Response): void {
  const jar = new Map(
    (browser.cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  browser.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A test app on the demo network, with a clock the test moves. */
export async function orderApp(options: Omit<Parameters<typeof testApp>[0] & object, 'clock'> = {}) {
  const clock = manualClock(TEST_NOW);
  const t = await testApp({ clock, ...options });
  await demoNetworkStep()(t.db, clock, memoryLogger());
  await demoRatesStep()(t.db, clock, memoryLogger());
  return { t, clock };
}

/** Opens a booking session for a trip on a site. */
export async function openSession(t: TestApp, site: string, lang: string, trip: Record<string, unknown>): Promise<string> {
  const created = await t.request(`/api/shop/app?country=${site}&language=${lang}`, post({ tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', ...trip }));
  const { encryptArgs } = (await created.json()) as { encryptArgs: string };
  const info = await t.request('/api/shop/getInfo', post({ encryptArgs }));
  return ((await info.json()) as { execution: string }).execution;
}

/** The first non-stop solution of a slice on a date, and its detail. */
export async function nonStop(t: TestApp, execution: string, date: string, set = 0): Promise<{ sol: string; detail: Detail; flightNo: string }> {
  const grid = await t.request('/api/shop/search', postForm({ type: 'sliceGrid', execution, date, set: String(set) }));
  const rows = ((await grid.json()) as { data: { grid: { rows: { sol: string; stops: number; flights: { flightNo: string }[] }[] } } }).data.grid.rows;
  const row = rows.find((r) => r.stops === 0);
  if (!row) throw new Error(`no non-stop on ${date}`);
  const detail = await t.request(`/api/shop/detail/${execution}/${set}/${row.sol}`, postForm({ execution }));
  return { sol: row.sol, detail: ((await detail.json()) as { data: Detail }).data, flightNo: row.flights[0].flightNo };
}

export const adult = (given = 'JOHN', last = 'SMITH') => ({
  type: 'ADT',
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
  choices: { set: number; sol: string; familyId: string }[];
  passengers?: Record<string, unknown>[];
  email?: string;
  site?: string;
  lang?: string;
}

export async function orderRequest(t: TestApp, booking: Booking, browser: Browser = {}): Promise<Response> {
  const site = booking.site ?? 'nz';
  const lang = booking.lang ?? 'en';
  return t.request(
    `/api/b/order?execution=${booking.execution}&country=${site}&language=${lang}`,
    post({ session: booking.execution, choices: booking.choices, passengers: booking.passengers ?? [adult()], contact: contact(booking.email) }, browser),
  );
}

/** Books and answers the order, keeping the browser's cookies. */
export async function book(t: TestApp, booking: Booking, browser: Browser = {}): Promise<Order> {
  const response = await orderRequest(t, booking, browser);
  const body = (await response.json()) as { order: Order; ex?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  keepCookies(browser, response);
  return body.order;
}

export { CARDS } from './test-cards.ts';

/**
 * Pays an order the way a traveller does: the jump, the provider's card page,
 * the 3-D Secure step when asked, and back to the paid page; answers the
 * attempt (the paid page's execution) and where the provider sent the traveller.
 */
export async function payOrder(t: TestApp, orderNo: string, card: string, browser: Browser, options: { approve?: boolean } = {}) {
  const jump = await t.request('/api/c/nz/en/jump/', postForm({ orderNo }, browser));
  expect(jump.status).toBe(200);
  const { url, execution } = (await jump.json()) as { url: string; execution: string };
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

export async function paidStatus(t: TestApp, execution: string, browser: Browser) {
  const response = await t.request(`/api/c/nz/en/order/paid/${execution}`, { headers: headersOf(browser) });
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string; retry?: boolean; order?: Order } };
}
