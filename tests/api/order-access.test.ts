import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { cancelOrder, getOrder, listMemberOrders } from '../../src/domain/api/orders.ts';
import { startPayment } from '../../src/domain/api/payment.ts';
import { MAX_UNPAID_HOLDS } from '../../src/server/booking/orders.ts';
import type { Browser } from '../support/api.ts';
import { adult, book, nonStop, openSession, orderApp, orderRequest, registeredMember, type TestApp } from '../support/order-flow.ts';

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

const member = (email: string, phone: string, address: string) => registeredMember(t, email, phone, address);

/** A passenger's surname or the contact e-mail, which open an order to a guest elsewhere. */
type Lookup = Omit<CallInput<typeof getOrder>['body'], 'orderNo'>;
const site = { site: 'nz', lang: 'en' } as const;
const choices = () => [{ set: 0, sol: trip.sol, familyId: 'ECONOMY_FLEX' }];
const detail = (orderNo: string, browser: Browser, lookup: Lookup = {}) => t.api.send(getOrder, { params: site, body: { orderNo, ...lookup } }, { browser });
const jump = (orderNo: string, browser: Browser, lookup: Lookup = {}) => t.api.send(startPayment, { params: site, body: { orderNo, ...lookup } }, { browser });
const cancel = (orderNo: string, browser: Browser, lookup: Lookup = {}) => t.api.send(cancelOrder, { body: { orderNo, ...lookup } }, { browser });
const ordersOf = (browser: Browser) => t.api.send(listMemberOrders, { body: {} }, { browser });

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
    const theirs = (await ordersOf(other)).reply;
    expect(theirs.data.map((o) => o.orderNo)).not.toContain(order.orderNo);

    const mine = (await ordersOf(mei)).reply;
    expect(mine.data).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'unpaid' })]);
    const own = await detail(order.orderNo, mei);
    expect(own.status).toBe(200);
    expect(own.reply.order.passengers[0].name).toBe('LIN/MEI');
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
    expect(paying.reply.url).toMatch(/sandbox/);
    expect((await cancel(order.orderNo, stranger)).status).toBe(404);
    expect((await cancel(order.orderNo, stranger, { surname: 'SILVA' })).status).toBe(200);
  });

  it('asks for a login to list orders', async () => {
    const res = await ordersOf({});
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
    expect(refused.failure.ex).toBe('holdLimit');
    expect((await cancel(orders[0].orderNo, browser)).status).toBe(200);
    expect((await orderRequest(t, { execution: trip.execution, choices: choices() }, browser)).status).toBe(200);
  });

  it('caps a member wherever they book from', async () => {
    const mei = await member('cap.member@example.com', '211110003', '192.0.2.60');
    for (let i = 0; i < MAX_UNPAID_HOLDS; i++) await book(t, { execution: trip.execution, choices: choices() }, { ...mei, address: `192.0.2.${61 + i}` });
    expect((await orderRequest(t, { execution: trip.execution, choices: choices() }, { ...mei, address: '192.0.2.70' })).status).toBe(429);
  });

  it('lets a member sending several orders at once from several addresses hold no more than the cap of unpaid orders', async () => {
    const kai = await member('cap.burst@example.com', '211110004', '192.0.2.80');
    const sent = await Promise.all(
      Array.from({ length: MAX_UNPAID_HOLDS + 3 }, (_, i) =>
        orderRequest(t, { execution: trip.execution, choices: choices() }, { ...kai, address: `192.0.2.${81 + i}` }),
      ),
    );
    expect(sent.filter((answer) => answer.status === 200)).toHaveLength(MAX_UNPAID_HOLDS);
    expect(sent.filter((answer) => answer.status === 429).map((answer) => answer.failure.ex)).toEqual(Array(3).fill('holdLimit'));
    expect((await ordersOf(kai)).reply.data.filter((order) => order.status === 'unpaid')).toHaveLength(MAX_UNPAID_HOLDS);
  });
});
