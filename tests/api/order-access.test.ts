import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNPAID_HOLDS } from '../../src/server/booking/orders.ts';
import { adult, book, keepCookies, nonStop, openSession, orderApp, orderRequest, post, type Browser, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let trip: { execution: string; sol: string };

beforeAll(async () => {
  ({ t } = await orderApp());
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-18'] });
  trip = { execution, sol: (await nonStop(t, execution, '2026-12-18')).sol };
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A member registered and logged in in a browser of their own. */
async function member(email: string, phone: string, address: string): Promise<Browser> {
  const { publicKey } = (await (await t.request('/api/a/publicKey')).json()) as { publicKey: string };
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  const browser: Browser = { address };
  const res = await t.request('/api/svcPassenger/nz/en/quickRegister', post({ givenName: 'Mei', surname: 'Lin', email, areaCode: '64', phone, pw }, browser));
  expect(res.status).toBe(200);
  keepCookies(browser, res);
  return browser;
}

const choices = () => [{ set: 0, sol: trip.sol, familyId: 'ECONOMY_FLEX' }];
const detail = (orderNo: string, browser: Browser, lookup: Record<string, string> = {}) =>
  t.request('/api/om/nz/en/order', post({ orderNo, ...lookup }, browser));
const jump = (orderNo: string, browser: Browser, lookup: Record<string, string> = {}) =>
  t.request('/api/c/nz/en/jump/', {
    method: 'POST',
    headers: { 'x-requested-with': 'x', ...(browser.cookie ? { cookie: browser.cookie } : {}), ...(browser.address ? { 'x-real-ip': browser.address } : {}) },
    body: new URLSearchParams({ orderNo, ...lookup }),
  });
const cancel = (orderNo: string, browser: Browser, lookup: Record<string, string> = {}) =>
  t.request('/api/b/order/cancelOrder', post({ orderNo, ...lookup }, browser));

describe('who may read and cancel an order', () => {
  it("never lets a member read, pay or cancel another member's order, even with its number and surname", async () => {
    const mei = await member('mei.order@example.com', '211110001', '192.0.2.40');
    const other = await member('bo.order@example.com', '211110002', '192.0.2.41');
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('MEI', 'LIN')] }, mei);

    expect((await detail(order.orderNo, other)).status).toBe(404);
    expect((await detail(order.orderNo, other, { surname: 'LIN' })).status).toBe(404);
    expect((await detail(order.orderNo, {}, { surname: 'LIN', email: 'john.smith@example.com' })).status).toBe(404);
    expect((await cancel(order.orderNo, other, { surname: 'LIN' })).status).toBe(404);
    expect((await jump(order.orderNo, other)).status).toBe(404);
    expect((await jump(order.orderNo, other, { surname: 'LIN' })).status).toBe(404);
    const theirs = (await (await t.request('/api/om/orders', post({}, other))).json()) as { data: { orderNo: string }[] };
    expect(theirs.data.map((o) => o.orderNo)).not.toContain(order.orderNo);

    const mine = (await (await t.request('/api/om/orders', post({}, mei))).json()) as { data: { orderNo: string; status: string }[] };
    expect(mine.data).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'unpaid' })]);
    const own = await detail(order.orderNo, mei);
    expect(own.status).toBe(200);
    expect(((await own.json()) as { order: { passengers: { name: string }[] } }).order.passengers[0].name).toBe('LIN/MEI');
    expect((await cancel(order.orderNo, mei)).status).toBe(200);
  });

  it('asks a guest from another browser for the order number and a surname or the e-mail, to read, pay or cancel it', async () => {
    const guest: Browser = { address: '192.0.2.42' };
    const order = await book(t, { execution: trip.execution, choices: choices(), passengers: [adult('ANA', 'SILVA')], email: 'ana.silva@example.com' }, guest);
    expect((await detail(order.orderNo, guest)).status).toBe(200);
    const stranger: Browser = { address: '192.0.2.43' };
    expect((await detail(order.orderNo, stranger)).status).toBe(404);
    expect((await detail(order.orderNo, stranger, { surname: 'SMITH' })).status).toBe(404);
    expect((await detail(order.orderNo, stranger, { surname: 'silva' })).status).toBe(200);
    expect((await detail(order.orderNo, stranger, { email: 'Ana.Silva@example.com' })).status).toBe(200);
    expect((await jump(order.orderNo, stranger)).status).toBe(404);
    expect((await jump(order.orderNo, stranger, { surname: 'SMITH' })).status).toBe(404);
    const paying = await jump(order.orderNo, stranger, { surname: 'silva' });
    expect(paying.status).toBe(200);
    expect(((await paying.json()) as { url: string }).url).toMatch(/sandbox/);
    expect((await cancel(order.orderNo, stranger)).status).toBe(404);
    expect((await cancel(order.orderNo, stranger, { surname: 'SILVA' })).status).toBe(200);
  });

  it('asks for a login to list orders', async () => {
    const res = await t.request('/api/om/orders', post({}));
    expect(res.status).toBe(401);
  });
});

describe('unpaid holds', () => {
  it(`answers 429 to a guest address holding ${MAX_UNPAID_HOLDS} unpaid orders, and lets it book again once one is cancelled`, async () => {
    const browser: Browser = { address: '192.0.2.50' };
    const orders = [];
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) orders.push(await book(t, { execution: trip.execution, choices: choices() }, browser));
    const refused = await orderRequest(t, { execution: trip.execution, choices: choices() }, { address: browser.address });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { ex: string }).ex).toBe('holdLimit');
    expect((await cancel(orders[0].orderNo, browser)).status).toBe(200);
    expect((await orderRequest(t, { execution: trip.execution, choices: choices() }, browser)).status).toBe(200);
  });

  it('caps a member wherever they book from', async () => {
    const mei = await member('cap.member@example.com', '211110003', '192.0.2.60');
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) await book(t, { execution: trip.execution, choices: choices() }, { ...mei, address: `192.0.2.${61 + i}` });
    expect((await orderRequest(t, { execution: trip.execution, choices: choices() }, { ...mei, address: '192.0.2.70' })).status).toBe(429);
  });
});
