import { createHmac, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPaymentStatus, startPayment } from '../../src/domain/api/payment.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { HOLD_MS } from '../../src/server/booking/orders.ts';
import type { DbHandle } from '../../src/server/db/connect.ts';
import { createSandboxProvider } from '../../src/server/payment/sandbox/sandbox-provider.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import {
  adult,
  book,
  CARDS,
  deliver,
  lastNotification,
  nonStop,
  openSession,
  orderApp,
  paidOrder,
  paidStatus,
  payOrder,
  type TestApp,
} from '../support/order-flow.ts';
import { demoDatabase, TEST_NOW, testApp } from '../support/test-app.ts';

const counts = async (db: DbHandle, orderNo: string) => {
  const [row] = await db.query<{ status: string; payments: number; tickets: number }>(
    `select o.status,
       (select count(*)::int from payment_attempt p where p.order_id = o.id and p.status = 'succeeded') as payments,
       (select count(*)::int from ticket k where k.order_id = o.id) as tickets
     from booking_order o where o.order_no = $1`,
    [orderNo],
  );
  return row;
};

describe('payment notifications', () => {
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    // Notifications are only recorded, so that the test delivers them itself.
    ({ t, clock } = await orderApp({ sandbox: { autoDeliver: false } }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const bookAndPay = async (date: string, address: string, passengers = [adult()]) => {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date], adt: passengers.length });
    const { sol } = await nonStop(t, execution, date);
    const browser: Browser = { address };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], passengers }, browser);
    const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.success, browser);
    return { order, attempt, browser, note: lastNotification(t) };
  };

  it('applies the same signed notification delivered 10 times in parallel and 10 times in sequence once: one payment, one set of tickets', async () => {
    const { order, attempt, browser, note } = await bookAndPay('2026-12-22', '192.0.2.20', [adult(), adult('JANE', 'SMITH')]);
    expect(await paidStatus(t, attempt, browser)).toEqual({ status: 'pending' });
    const parallel = await Promise.all(Array.from({ length: 10 }, () => deliver(t, note)));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i++) expect((await deliver(t, note)).status).toBe(200);
    expect(await counts(t.db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 2 });
    const paid = await paidStatus(t, attempt, browser);
    expect(paid.status).toBe('success');
    expect(paidOrder(paid).passengers.map((p) => p.tickets.length)).toEqual([1, 1]);
  });

  it('writes a conjunction ticket for each passenger of a trip of more than four flights, whether the payment or the recovery pass tickets it, with the numbers and coupons the order shows', async () => {
    // Two passengers on five flights: the order's one flight, flown five times over, stands for a long trip.
    const lengthen = (orderNo: string) =>
      t.db.query(`update booking_order set trip = trip || trip || trip || trip || trip, passengers = passengers || passengers where order_no = $1`, [orderNo]);
    const ticketRows = (orderNo: string) =>
      t.db.query<{ ticket_no: string; passenger: number; coupon_set: number; coupons: number[] }>(
        `select k.ticket_no, k.passenger, k.coupon_set, k.coupons from ticket k join booking_order o on o.id = k.order_id
          where o.order_no = $1 order by k.passenger, k.coupon_set`,
        [orderNo],
      );
    const expected = (tickets: string[][]) =>
      tickets.flatMap((numbers, passenger) => [
        { ticket_no: numbers[0], passenger, coupon_set: 0, coupons: [0, 1, 2, 3] },
        { ticket_no: numbers[1], passenger, coupon_set: 1, coupons: [4] },
      ]);

    const paying = await bookAndPay('2026-12-20', '192.0.2.26');
    await lengthen(paying.order.orderNo);
    await deliver(t, paying.note);
    const paid = paidOrder(await paidStatus(t, paying.attempt, paying.browser));
    expect(paid.passengers.map((p) => p.tickets.length)).toEqual([2, 2]);
    expect(await ticketRows(paying.order.orderNo)).toEqual(expected(paid.passengers.map((p) => p.tickets)));

    // An order paid whose tickets failed is left paid, for the recovery pass.
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-20'] });
    const { sol } = await nonStop(t, execution, '2026-12-20');
    const browser: Browser = { address: '192.0.2.27' };
    const left = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    await lengthen(left.orderNo);
    await t.db.query(`update booking_order set status = 'paid', paid_at = now() where order_no = $1`, [left.orderNo]);
    await t.jobs.ticketPaidOrders();
    const recovered = await t.db.query<{ tickets: string[] }>(
      `select array_agg(k.ticket_no order by k.coupon_set) as tickets from ticket k join booking_order o on o.id = k.order_id
        where o.order_no = $1 group by k.passenger order by k.passenger`,
      [left.orderNo],
    );
    expect(recovered).toHaveLength(2);
    expect(await ticketRows(left.orderNo)).toEqual(expected(recovered.map((r) => r.tickets)));
    for (const { ticket_no } of await ticketRows(left.orderNo)) expect(ticket_no).toMatch(/^784\d{10}$/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("answers again a notification it applied without waiting for the attempt's lock", async () => {
    const { order, note } = await bookAndPay('2026-12-26', '192.0.2.24');
    expect((await deliver(t, note)).status).toBe(200);
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((done) => {
      locked = done;
    });
    // Another server's transaction holds the attempt's row for as long as the test lets it.
    const holder = t.db.transaction(async (tx) => {
      await tx.query('select 1 from payment_attempt where order_id = (select id from booking_order where order_no = $1) for update', [order.orderNo]);
      locked();
      await released;
    });
    await isLocked;
    const again = await deliver(t, note);
    release();
    await holder;
    expect(again.status).toBe(200);
    expect(await counts(t.db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'refunds a success whose order another server closes while the payment waits for its row, and pays nothing on a closed order',
    async () => {
      const { order, note } = await bookAndPay('2026-12-27', '192.0.2.25');
      let close = () => {};
      const closing = new Promise<void>((done) => {
        close = done;
      });
      // Another server's sweep holds the order's row, and expires the order once the payment waits for it.
      const sweep = t.db.transaction(async (tx) => {
        await tx.query('select 1 from booking_order where order_no = $1 for update', [order.orderNo]);
        await closing;
        await tx.query("update booking_order set status = 'expired' where order_no = $1", [order.orderNo]);
      });
      const delivered = deliver(t, note);
      await vi.waitFor(async () => {
        const [{ waiting }] = await t.db.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        expect(waiting).toBeGreaterThan(0);
      });
      close();
      await sweep;
      expect((await delivered).status).toBe(200);
      expect(await counts(t.db, order.orderNo)).toEqual({ status: 'expired', payments: 0, tickets: 0 });
      const [attempt] = await t.db.query<{ status: string }>(
        'select status from payment_attempt where order_id = (select id from booking_order where order_no = $1)',
        [order.orderNo],
      );
      expect(attempt.status).toBe('refunded');
    },
  );

  it('tells how a payment ended only to the browser that holds its order: another browser, or an attempt that does not exist, is not found', async () => {
    const { attempt, browser } = await bookAndPay('2026-12-23', '192.0.2.21');
    expect(await paidStatus(t, attempt, browser)).toEqual({ status: 'pending' });
    const asked = (execution: string, from: Browser) =>
      t.api.fails(getPaymentStatus, { params: { site: 'nz', lang: 'en', type: 'order', execution } }, { browser: from });
    expect(await asked(attempt, { address: '192.0.2.22' })).toMatchObject({ status: 404, failure: { ex: 'notFound' } });
    expect(await asked('A'.repeat(attempt.length), browser)).toMatchObject({ status: 404, failure: { ex: 'notFound' } });
  });

  it('applies a notification delivered 10 times at once in one transaction of its own: the repeats wait for the first in the process', async () => {
    const { order, note } = await bookAndPay('2026-12-24', '192.0.2.23');
    const transactions = vi.spyOn(t.db, 'transaction');
    try {
      const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(t, note)));
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
      // One, for the payment with its tickets: without the wait each repeat opened its own.
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }
    expect(await counts(t.db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
  });

  it('refuses a notification whose signature does not match, and changes nothing', async () => {
    const { order, note } = await bookAndPay('2026-12-23', '192.0.2.21');
    const forged = note.body.replace(/"amount":\d+/, '"amount":1');
    const post = (body: string, signature: string) => deliver(t, { body, signature });
    for (const response of [await post(forged, note.signature), await post(note.body, 'a'.repeat(64)), await post(note.body, '')]) {
      expect(response.status).toBe(403);
      expect(response.failure.ex).toBe('badSignature');
    }
    expect(await counts(t.db, order.orderNo)).toEqual({ status: 'unpaid', payments: 0, tickets: 0 });
    expect((await deliver(t, note)).status).toBe(200);
    expect(await counts(t.db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
  });

  it('refunds a success that comes after the hold expired and leaves the order expired, while an earlier one stays paid', async () => {
    const first = await bookAndPay('2026-12-24', '192.0.2.22');
    await deliver(t, first.note);

    const late = await bookAndPay('2026-12-25', '192.0.2.23');
    clock.advance(HOLD_MS + 1);
    await t.jobs.sweepExpiredHolds();
    expect((await deliver(t, late.note)).status).toBe(200);
    expect(await counts(t.db, late.order.orderNo)).toEqual({ status: 'expired', payments: 0, tickets: 0 });
    expect(await paidStatus(t, late.attempt, late.browser)).toEqual({
      status: 'failure',
      reason: 'orderClosed',
      retry: false,
      orderNo: late.order.orderNo,
    });
    expect(await counts(t.db, first.order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
  });
});

describe('a signed success for another amount than the attempt', () => {
  it('refunds the payment and leaves the order unpaid, and the true notification after it changes nothing', async () => {
    const secret = randomBytes(32);
    const { t } = await orderApp({ sandbox: { autoDeliver: false, secret } });
    try {
      const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-27'] });
      const { sol } = await nonStop(t, execution, '2026-12-27');
      const browser: Browser = { address: '192.0.2.40' };
      const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
      const { execution: attempt } = await payOrder(t, order.orderNo, CARDS.success, browser);
      const note = lastNotification(t);
      const body = note.body.replace(/"amount":\d+/, '"amount":1');
      expect(body).not.toBe(note.body);
      const forged = { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
      expect((await deliver(t, forged)).status).toBe(200);
      expect((await deliver(t, note)).status).toBe(200);
      expect(await counts(t.db, order.orderNo)).toEqual({ status: 'unpaid', payments: 0, tickets: 0 });
      expect(await paidStatus(t, attempt, browser)).toEqual({ status: 'failure', reason: 'orderClosed', retry: false, orderNo: order.orderNo });
    } finally {
      await t.close();
    }
  });
});

describe('a server stopped between payment and tickets', () => {
  /** Makes every attempt to write a ticket fail, as a server stopping at that moment would; returns the cure. */
  async function failTicketWrites(db: DbHandle): Promise<() => Promise<void>> {
    await db.exec(`
      create function stop_before_ticket() returns trigger language plpgsql as $$ begin raise exception 'server stopped'; end $$;
      create trigger stop_before_ticket before insert on ticket for each statement execute function stop_before_ticket();
    `);
    return () => db.exec('drop trigger stop_before_ticket on ticket; drop function stop_before_ticket();');
  }

  it('leaves no paid order without tickets once a new app starts on the same database', async () => {
    const clock = manualClock(TEST_NOW);
    const db = await demoDatabase();
    const restart = await failTicketWrites(db);
    const first = await testApp({ db, clock });
    const execution = await openSession(first, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-26'] });
    const { sol } = await nonStop(first, execution, '2026-12-26');
    const browser: Browser = { address: '192.0.2.30' };
    const order = await book(first, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    await payOrder(first, order.orderNo, CARDS.success, browser);
    expect(await counts(db, order.orderNo)).toEqual({ status: 'paid', payments: 1, tickets: 0 });

    await restart();
    const second = await testApp({ db, clock });
    try {
      expect(await counts(db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
      const [{ n }] = await db.query<{ n: number }>(
        "select count(*)::int as n from booking_order o where status = 'paid' or (status = 'ticketed' and not exists (select 1 from ticket k where k.order_id = o.id))",
      );
      expect(n).toBe(0);
    } finally {
      await first.payments.idle();
      await second.close();
    }
  }, 60_000);

  it('keeps a card payment accepted just before the process died, and sends its notification after the restart, so the order ends paid and ticketed', async () => {
    const clock = manualClock(TEST_NOW);
    const db = await demoDatabase();
    // The provider's key outlives the process, as its stored notifications must verify after a restart.
    const sandbox = { secret: randomBytes(32) };
    // The process dies after the card is accepted and before its notification goes out: nothing is delivered.
    const first = await testApp({ db, clock, sandbox: { ...sandbox, autoDeliver: false } });
    const execution = await openSession(first, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-26'] });
    const { sol } = await nonStop(first, execution, '2026-12-26');
    const browser: Browser = { address: '192.0.2.31' };
    const order = await book(first, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    await payOrder(first, order.orderNo, CARDS.success, browser);
    expect(first.payments.sent).toHaveLength(1);
    expect(await counts(db, order.orderNo)).toEqual({ status: 'unpaid', payments: 0, tickets: 0 });

    const second = await testApp({ db, clock, sandbox });
    try {
      await second.payments.idle();
      expect(await counts(db, order.orderNo)).toEqual({ status: 'ticketed', payments: 1, tickets: 1 });
      const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from sandbox_payment where outcome_body is not null and delivered_at is null');
      expect(n).toBe(0);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('the sandbox provider of a server that runs for months', () => {
  it('keeps in memory only the latest notifications it sent, however many payments it took', async () => {
    const { t } = await orderApp({ sandbox: { autoDeliver: false, keptNotifications: 2 } });
    try {
      const attempts: string[] = [];
      for (const [i, date] of ['2026-12-26', '2026-12-27', '2026-12-28'].entries()) {
        const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
        const { sol } = await nonStop(t, execution, date);
        const browser: Browser = { address: `192.0.2.${40 + i}` };
        const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
        attempts.push((await payOrder(t, order.orderNo, CARDS.success, browser)).execution);
      }
      expect(t.payments.sent.map((note) => (JSON.parse(note.body) as { reference: string }).reference)).toEqual(attempts.slice(1));
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe("the sandbox provider's card form", () => {
  const cardForm = (card: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/30', cvc: '123', holder: 'JOHN SMITH' }),
  });

  async function startedPayment(t: TestApp, date: string, address: string) {
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [date] });
    const { sol } = await nonStop(t, execution, date);
    const browser: Browser = { address };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] }, browser);
    return t.api.ok(startPayment, { params: { site: 'nz', lang: 'en' }, body: { orderNo: order.orderNo } }, { browser });
  }

  it('answers a card sent again after its payment ended, or while its 3-D Secure step waits, with the closed page, and takes no second payment', async () => {
    const { t } = await orderApp({ sandbox: { autoDeliver: false } });
    try {
      const paid = await startedPayment(t, '2026-12-29', '192.0.2.51');
      expect((await t.request(paid.url, cardForm(CARDS.success))).status).toBe(303);
      const again = await t.request(paid.url, cardForm(CARDS.success));
      expect(again.status).toBe(404);
      expect(await again.text()).toContain(messagesOf('en')['pay.unknown']);
      expect(t.payments.sent).toHaveLength(1);

      const challenged = await startedPayment(t, '2026-12-30', '192.0.2.52');
      const step = await t.request(challenged.url, cardForm(CARDS.challenge));
      expect(step.headers.get('location')).toMatch(/\/challenge$/);
      expect((await t.request(challenged.url, cardForm(CARDS.success))).status).toBe(404);
      expect(t.payments.sent).toHaveLength(1);
      expect((await t.request(step.headers.get('location') ?? '')).status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('takes the card of a payment that another server started, reading the payment from the database', async () => {
    const db = await demoDatabase();
    const clock = manualClock(TEST_NOW);
    const sandbox = { secret: randomBytes(32), autoDeliver: false };
    const first = await testApp({ db, clock, sandbox });
    const second = await testApp({ db, clock, sandbox });
    try {
      const { url } = await startedPayment(first, '2026-12-31', '192.0.2.53');
      const declined = await second.request(url, cardForm(CARDS.declined));
      expect(declined.status).toBe(303);
      expect(second.payments.sent.map((note) => (JSON.parse(note.body) as { type: string }).type)).toEqual(['payment.failed']);
    } finally {
      // The apps share the database, which closing one closes.
      await second.close();
    }
  }, 60_000);
});

describe("the sandbox provider's notifications", () => {
  it('are posted with the length of their body in bytes, as a provider posts them over the network', async () => {
    const db = await demoDatabase();
    try {
      const sandbox = createSandboxProvider({ clock: manualClock(TEST_NOW), db, autoDeliver: false });
      const posted: Request[] = [];
      sandbox.mount?.(new Hono(), async (request) => {
        posted.push(request);
        return new Response(null, { status: 200 });
      });
      const body = JSON.stringify({ id: 'n1', payment: 'sbx_1', reason: 'déclinée' });

      await sandbox.replay({ body, signature: 'signed' });

      expect(posted).toHaveLength(1);
      expect(posted[0].headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(await posted[0].text()).toBe(body);
    } finally {
      await db.close();
    }
  });
});
