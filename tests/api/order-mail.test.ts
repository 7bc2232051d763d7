import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { getOrder, resendConfirmation } from '../../src/domain/api/orders.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { CONFIRMATION_CLAIM_MS, RESENDS_PER_ORDER_HOUR } from '../../src/server/booking/order-confirmations.ts';
import type { OutgoingMail } from '../../src/server/mail/mailer.ts';
import { mimeMessage } from '../../src/server/mail/mime-message.ts';
import type { Browser } from '../support/api.ts';
import { parseEml } from '../support/eml.ts';
import {
  adult,
  book,
  CARDS,
  deliver,
  lastNotification,
  nonStop,
  type Order,
  openSession,
  orderApp,
  type PassengerInput,
  payOrder,
  type TestApp,
} from '../support/order-flow.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];

beforeAll(async () => {
  // Notifications are only recorded, so that each test delivers them itself.
  ({ t, clock } = await orderApp({ sandbox: { autoDeliver: false } }));
}, 60_000);
afterAll(async () => {
  await t.close();
});

let addresses = 0;

/** Books a non-stop flight from Auckland to Guangzhou (two time zones) and pays it; the notification is not delivered yet. */
async function bookAndPay(options: { date: string; email: string; lang?: Lang; passengers?: PassengerInput[] }) {
  const lang = options.lang ?? 'en';
  const passengers = options.passengers ?? [adult()];
  const execution = await openSession(t, 'nz', lang, { dep: ['AKL'], arr: ['CAN'], date: [options.date], adt: passengers.length });
  const { sol } = await nonStop(t, execution, options.date);
  const browser: Browser = { address: `198.51.100.${++addresses}` };
  const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], passengers, email: options.email, lang }, browser);
  await payOrder(t, order.orderNo, CARDS.success, browser);
  return { order, browser, note: lastNotification(t) };
}

async function detailOf(orderNo: string, browser: Browser): Promise<Order> {
  return (await t.api.ok(getOrder, { params: { site: 'nz', lang: 'en' }, body: { orderNo } }, { browser })).order;
}

const resend = (body: CallInput<typeof resendConfirmation>['body'], browser: Browser) => t.api.send(resendConfirmation, { body }, { browser });

/** The message as the outbox would write it, read back with the .eml reader of the browser tests. */
function asEml(mail: OutgoingMail) {
  return parseEml(mimeMessage(mail, { from: 'Demo Air <no-reply@shop.example>', date: new Date('2026-11-21T08:00:00Z') }));
}

const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

describe('the confirmation e-mail', () => {
  it('goes out once when the paid notification comes 10 times at once and 10 times in a row, with order number, locator, local times, tickets, price and the order link', async () => {
    const email = 'once.confirmed@example.com';
    const { order, browser, note } = await bookAndPay({ date: '2026-12-28', email, passengers: [adult(), adult('JANE', 'SMITH')] });
    expect(t.mailer.to(email)).toHaveLength(0);
    await Promise.all(Array.from({ length: 10 }, () => deliver(t, note)));
    for (let i = 0; i < 10; i++) await deliver(t, note);
    await t.jobs.ticketPaidOrders();

    const mails = t.mailer.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const detail = await detailOf(order.orderNo, browser);
    const tickets = detail.passengers.flatMap((p) => p.tickets);
    expect(tickets).toHaveLength(2);
    const en = messagesOf('en');
    expect(mail.subject).toBe(en['mail.order.subject'].replace('{orderNo}', order.orderNo));
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain(order.orderNo);
      expect(part).toContain(order.locator);
      for (const ticket of tickets) expect(part).toContain(ticket);
      expect(part).toContain('SMITH/JOHN');
      expect(part).toContain('SMITH/JANE');
      expect(part).toContain(`https://shop.example/tk/nz/en/my/order/detail/${order.orderNo}/`);
    }
    const segment = detail.segments[0];
    // The order's site and language together: English on nz writes 2:10 pm.
    const localTime = (local: string) => siteFormat('en', detail.site).time(local);
    expect(mail.text).toContain(localTime(segment.depDate));
    expect(mail.text).toContain(localTime(segment.arrDate));
    const total = siteFormat('en', detail.site).money({ amount: order.totalPayMoney, currency: order.equivFarecurrency });
    expect(mail.text).toContain(`${en['order.totalPaid']}: ${total}`);
    expect(mail.html).toContain(`<html lang="en">`);
  });

  it('is written in the language the order was booked in', async () => {
    const email = 'zh.confirmed@example.com';
    const { order, note } = await bookAndPay({ date: '2026-12-21', email, lang: 'zh' });
    await deliver(t, note);
    const [mail] = t.mailer.to(email);
    const zh = messagesOf('zh');
    expect(mail.subject).toBe(zh['mail.order.subject'].replace('{orderNo}', order.orderNo));
    expect(mail.text).toContain(zh['mail.order.itinerary']);
    expect(mail.text).toContain('https://shop.example/tk/nz/zh/my/order/detail/');
    expect(mail.html).toContain('<html lang="zh-Hans">');
  });

  it('carries the flights as an .ics attachment: one event per flight, each end in its own airport time zone, read back from the MIME message', async () => {
    const email = 'calendar.confirmed@example.com';
    const { order, browser, note } = await bookAndPay({ date: '2026-12-22', email });
    await deliver(t, note);
    const [mail] = t.mailer.to(email);
    const parsed = asEml(mail);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toContain(order.locator);
    expect(parsed.html).toContain(order.locator);
    expect(parsed.attachments).toEqual([expect.objectContaining({ filename: `${order.orderNo}.ics`, contentType: 'text/calendar' })]);
    const lines = unfold(parsed.attachments[0].content);
    const detail = await detailOf(order.orderNo, browser);
    const segment = detail.segments[0];
    const basic = (local: string) => `${local.replace(/[-:]/g, '')}00`;
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(detail.segments.length);
    expect(lines).toContain(`DTSTART;TZID=Pacific/Auckland:${basic(segment.depDate)}`);
    expect(lines).toContain(`DTEND;TZID=Asia/Shanghai:${basic(segment.arrDate)}`);
    expect(lines).toContain('TZID:Pacific/Auckland');
    expect(lines).toContain('TZID:Asia/Shanghai');
    expect(lines).toContain(`UID:${order.orderNo}-1-${segment.flightNo}-${segment.depDate.slice(0, 10)}@shop.example`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(order.locator);
  });

  it('goes out on the next recovery pass when the mail server was down, and only once', async () => {
    const email = 'later.confirmed@example.com';
    const { note } = await bookAndPay({ date: '2026-12-23', email });
    t.mailer.failing = true;
    try {
      await deliver(t, note);
    } finally {
      t.mailer.failing = false;
    }
    expect(t.mailer.to(email)).toHaveLength(0);
    expect(t.logger.lines.some((e) => e.message === 'confirmation not sent' && !JSON.stringify(e).includes(email))).toBe(true);
    await t.jobs.ticketPaidOrders();
    await t.jobs.ticketPaidOrders();
    expect(t.mailer.to(email)).toHaveLength(1);
  });

  it('is claimed in the transaction that writes the tickets, so that a server stopped before the mail went out leaves it to the first recovery pass after the claim lapses, which sends it once', async () => {
    const email = 'stopped.confirmed@example.com';
    const { note } = await bookAndPay({ date: '2026-12-24', email });
    // The send never ends, as on a server that stopped between the tickets' commit and the mail.
    t.mailer.stalled = true;
    const claims = () =>
      t.db.query<{ tries: number; sent: boolean; withTickets: boolean }>(
        `select m.tries, m.sent_at is not null as sent, m.xmin = (select k.xmin from ticket k where k.order_id = o.id limit 1) as "withTickets"
           from order_mail m join booking_order o on o.id = m.order_id where o.contact->>'email' = $1`,
        [email],
      );
    try {
      void deliver(t, note);
      await vi.waitFor(async () => expect(await claims()).toHaveLength(1));
    } finally {
      t.mailer.stalled = false;
    }
    expect(await claims()).toEqual([{ tries: 1, sent: false, withTickets: true }]);
    await t.jobs.ticketPaidOrders();
    expect(t.mailer.to(email)).toHaveLength(0);
    clock.advance(CONFIRMATION_CLAIM_MS + 1);
    await t.jobs.ticketPaidOrders();
    await t.jobs.ticketPaidOrders();
    expect(t.mailer.to(email)).toHaveLength(1);
  });
});

describe('the confirmations of orders paid at once', () => {
  it('are each marked sent, and those that went out while a mark was being written are marked together by the next', async () => {
    const emails = ['together.a@example.com', 'together.b@example.com', 'together.c@example.com', 'together.d@example.com'];
    const paid = [];
    for (const email of emails) paid.push(await bookAndPay({ date: '2026-12-30', email }));
    // The four sends end together, as when a busy mail server answers them at once.
    const sends = t.mailer.hold();
    const delivered = Promise.all(paid.map(({ note }) => deliver(t, note)));
    await vi.waitFor(() => expect(sends.waiting()).toBe(emails.length));
    sends.release();
    await delivered;

    for (const email of emails) expect(t.mailer.to(email)).toHaveLength(1);
    const marks = await t.db.query<{ sent: boolean; mark: string }>(
      `select m.sent_at is not null as sent, m.xmin::text as mark
         from order_mail m join booking_order o on o.id = m.order_id where o.contact->>'email' = any($1::text[])`,
      [emails],
    );
    expect(marks.map((m) => m.sent)).toEqual([true, true, true, true]);
    // Rows changed by one statement carry its transaction's id.
    expect(new Set(marks.map((m) => m.mark)).size).toBeLessThan(emails.length);
  });
});

describe('the confirmation sent again (resendConfirmation)', () => {
  it(`sends the confirmation again to the contact address for the browser that booked and for lookup data, ${RESENDS_PER_ORDER_HOUR} times an hour per order`, async () => {
    const email = 'again.confirmed@example.com';
    const { order, browser, note } = await bookAndPay({ date: '2026-12-29', email });
    await deliver(t, note);
    expect(t.mailer.to(email)).toHaveLength(1);

    const own = await resend({ orderNo: order.orderNo }, browser);
    expect(own.status).toBe(200);
    expect(own.reply).toEqual({ sent: true, to: 'a***@example.com' });
    const elsewhere: Browser = { address: '203.0.113.9' };
    expect((await resend({ orderNo: order.orderNo, surname: 'smith' }, elsewhere)).status).toBe(200);
    expect((await resend({ orderNo: order.orderNo, email }, elsewhere)).status).toBe(200);
    const again = t.mailer.to(email);
    expect(again).toHaveLength(4);
    expect(again[3].subject).toBe(again[0].subject);
    expect(again[3].attachments?.[0].filename).toBe(`${order.orderNo}.ics`);

    const over = await resend({ orderNo: order.orderNo }, browser);
    expect(over.status).toBe(429);
    expect(over.failure.ex).toBe('tooManyRequests');
    clock.advance(60 * 60 * 1000 + 1);
    expect((await resend({ orderNo: order.orderNo }, browser)).status).toBe(200);
    expect(t.mailer.to(email)).toHaveLength(5);
  });

  it('sends nothing to a stranger without lookup data, nor for an order that has no tickets', async () => {
    const email = 'unpaid.order@example.com';
    const execution = await openSession(t, 'nz', 'en', { dep: ['AKL'], arr: ['CAN'], date: ['2026-12-26'] });
    const { sol } = await nonStop(t, execution, '2026-12-26');
    const browser: Browser = { address: '198.51.100.200' };
    const order = await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], email }, browser);
    const stranger = await resend({ orderNo: order.orderNo }, { address: '203.0.113.10' });
    expect(stranger.status).toBe(404);
    const unpaid = await resend({ orderNo: order.orderNo }, browser);
    expect(unpaid.status).toBe(409);
    expect(t.mailer.to(email)).toHaveLength(0);
  });
});
