import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadReceipt, getDownloadableOrder, memberDownloadGrant, sendDownloadCode, verifyDownloadCode } from '../../src/domain/api/downloads.ts';
import { apiPath } from '../../src/domain/api/operation.ts';
import { GRANT_TTL_SECONDS } from '../../src/server/booking/download-grants.ts';
import { CODES_PER_ORDER_HOUR, DOWNLOAD_CODE_MAX_TRIES, DOWNLOAD_CODE_TTL_MS } from '../../src/server/booking/receipt-downloads.ts';
import { CSRF } from '../support/api.ts';
import { adult, book, CARDS, nonStop, openSession, orderApp, payOrder, registeredMember, type TestApp } from '../support/order-flow.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The contact phone of the orders the order flow books (John Smith's). */
const PHONE = { areaCode: '64', phone: '211234567' };
const TEXTED_TO = '+64211234567';

const DAY = '2026-12-18';

/** A paid order of two adults from Guangzhou to Kunming, booked by a guest (or by the member of the browser given). */
async function paidOrder(browser = {}): Promise<string> {
  const day = DAY;
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [day], adt: 2 });
  const { sol } = await nonStop(t, execution, day);
  const order = await book(
    t,
    { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }], passengers: [adult('ANNA', 'BELL'), adult('OWEN', 'BELL')] },
    browser,
  );
  await payOrder(t, order.orderNo, CARDS.success, browser);
  return order.orderNo;
}

async function unpaidOrder(): Promise<string> {
  const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [DAY] });
  const { sol } = await nonStop(t, execution, DAY);
  return (await book(t, { execution, choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }] })).orderNo;
}

async function codeFor(orderNo: string): Promise<string> {
  const sent = await t.api.send(sendDownloadCode, { body: { orderNo, ...PHONE } });
  expect(sent.status, sent.text).toBe(200);
  return t.sms.lastCode(TEXTED_TO) ?? '';
}

async function grantFor(orderNo: string): Promise<string> {
  const code = await codeFor(orderNo);
  return (await t.api.ok(verifyDownloadCode, { body: { orderNo, code } })).grant;
}

/** Posts the grant as the download form does and answers the response. */
async function postReceipt(grant: string): Promise<Response> {
  return t.request(apiPath(downloadReceipt), {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant }),
  });
}

async function pdfText(response: Response): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('a guest downloading an itinerary receipt', () => {
  it('gets a code texted to the contact phone of the order and, with it, the order and its PDF', async () => {
    const orderNo = await paidOrder();
    const sent = await t.api.ok(sendDownloadCode, { body: { orderNo, ...PHONE } });
    expect(sent).toEqual({ sentTo: '+64 ••••567', expiresIn: DOWNLOAD_CODE_TTL_MS / 1000 });
    const text = t.sms.to(TEXTED_TO).at(-1)?.text ?? '';
    expect(text).toContain(orderNo);
    const code = t.sms.lastCode(TEXTED_TO) ?? '';

    const { grant, expiresIn } = await t.api.ok(verifyDownloadCode, { body: { orderNo, code } });
    expect(expiresIn).toBe(GRANT_TTL_SECONDS);
    const { order } = await t.api.ok(getDownloadableOrder, { body: { grant } });
    expect(order).toMatchObject({ orderNo, route: ['CAN', 'KMG'], passengers: ['BELL/ANNA', 'BELL/OWEN'], receipt: true });

    const response = await postReceipt(grant);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${orderNo}.pdf"`);
    const pdf = await pdfText(response);
    expect(pdf).toContain(orderNo);
    expect(pdf).toContain('BELL/ANNA');
    expect(pdf).toContain('BELL/OWEN');
    const tickets = await t.db.query<{ ticket_no: string }>(
      'select ticket_no from ticket join booking_order o on o.id = ticket.order_id where o.order_no = $1',
      [orderNo],
    );
    expect(tickets.length).toBe(2);
    for (const { ticket_no } of tickets) expect(pdf).toContain(ticket_no);
  }, 60_000);

  it('accepts the phone number written with its trunk zero or spaces', async () => {
    const orderNo = await paidOrder();
    expect((await t.api.send(sendDownloadCode, { body: { orderNo, areaCode: '+64', phone: '0211234567' } })).status).toBe(200);
  }, 60_000);

  it('is refused alike for a phone that is not the order’s and for an order that does not exist', async () => {
    const orderNo = await paidOrder();
    const wrongPhone = await t.api.send(sendDownloadCode, { body: { orderNo, areaCode: '64', phone: '219999999' } });
    const noOrder = await t.api.send(sendDownloadCode, { body: { orderNo: 'C1234567890123', ...PHONE } });
    expect([wrongPhone.status, wrongPhone.failure.ex]).toEqual([404, 'orderNotMatched']);
    expect([noOrder.status, noOrder.failure.ex]).toEqual([404, 'orderNotMatched']);
    expect(wrongPhone.failure.msg).toBe(noOrder.failure.msg);
    expect(t.sms.to('+64219999999')).toEqual([]);
  }, 60_000);

  it('locks the code after five wrong tries, even with the right code after them', async () => {
    const orderNo = await paidOrder();
    const code = await codeFor(orderNo);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < DOWNLOAD_CODE_MAX_TRIES; i++) answers.push((await t.api.send(verifyDownloadCode, { body: { orderNo, code: wrong } })).failure.ex);
    expect(answers).toEqual(['codeWrong', 'codeWrong', 'codeWrong', 'codeWrong', 'codeLocked']);
    const right = await t.api.send(verifyDownloadCode, { body: { orderNo, code } });
    expect([right.status, right.failure.ex]).toEqual([429, 'codeLocked']);
  }, 60_000);

  it('counts wrong tries made at once, so that parallel guesses cannot pass five', async () => {
    const orderNo = await paidOrder();
    const code = await codeFor(orderNo);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => t.api.send(verifyDownloadCode, { body: { orderNo, code: guess } })));
    expect((await t.api.send(verifyDownloadCode, { body: { orderNo, code } })).failure.ex).toBe('codeLocked');
  }, 60_000);

  it('sends at most five codes an hour for one order', async () => {
    const orderNo = await paidOrder();
    for (let i = 0; i < CODES_PER_ORDER_HOUR; i++) await codeFor(orderNo);
    const over = await t.api.send(sendDownloadCode, { body: { orderNo, ...PHONE } });
    expect([over.status, over.failure.ex]).toEqual([429, 'tooManyRequests']);
  }, 60_000);

  it('finds a code expired ten minutes after it was sent, and a grant expired after fifteen', async () => {
    const orderNo = await paidOrder();
    const code = await codeFor(orderNo);
    const { grant } = await t.api.ok(verifyDownloadCode, { body: { orderNo, code } });
    clock.advance(DOWNLOAD_CODE_TTL_MS + 1000);
    expect((await t.api.send(verifyDownloadCode, { body: { orderNo, code } })).failure.ex).toBe('codeExpired');
    clock.advance(GRANT_TTL_SECONDS * 1000);
    const late = await t.api.send(getDownloadableOrder, { body: { grant } });
    expect([late.status, late.failure.ex]).toEqual([410, 'linkInvalid']);
    expect((await postReceipt(grant)).status).toBe(410);
  }, 60_000);

  it('refuses a forged or altered grant', async () => {
    const orderNo = await paidOrder();
    const grant = await grantFor(orderNo);
    const [id, ends, signature] = grant.split('.');
    for (const forged of [`${Number(id) + 1}.${ends}.${signature}`, `${id}.${Number(ends) + 3600}.${signature}`, 'nonsense']) {
      expect((await t.api.send(getDownloadableOrder, { body: { grant: forged } })).failure.ex).toBe('linkInvalid');
    }
  }, 60_000);

  it('has no receipt before the order is paid', async () => {
    const orderNo = await unpaidOrder();
    const grant = await grantFor(orderNo);
    expect((await t.api.ok(getDownloadableOrder, { body: { grant } })).order.receipt).toBe(false);
    const response = await postReceipt(grant);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { ex: string }).ex).toBe('orderClosed');
  }, 60_000);
});

describe('a member downloading an itinerary receipt', () => {
  it('gets the grant of their own order without a code, and not of another’s', async () => {
    const browser = await registeredMember(t, 'receipt.member@example.com', '211250001', '203.0.113.71');
    const own = await paidOrder(browser);
    const { grant } = await t.api.ok(memberDownloadGrant, { body: { orderNo: own } }, { browser });
    expect((await postReceipt(grant)).status).toBe(200);
    const another = await paidOrder();
    const refused = await t.api.send(memberDownloadGrant, { body: { orderNo: another } }, { browser });
    expect([refused.status, refused.failure.ex]).toEqual([404, 'notFound']);
    expect((await t.api.send(memberDownloadGrant, { body: { orderNo: own } })).status).toBe(401);
  }, 60_000);
});
