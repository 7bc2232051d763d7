import { randomInt } from 'node:crypto';
import { getOrder } from '../../src/domain/api/orders.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { DEMO_PROMOTION_CODE } from '../../src/server/coupon/demo-coupons.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { bookThroughApi, mailsIn } from '../support/e2e-orders.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, type Page, test } from '../support/e2e-test.ts';
import type { ParsedMail } from '../support/eml.ts';
import { CARDS } from '../support/test-cards.ts';

const en = messagesOf('en');
const text = (key: string, params: Record<string, string | number> = {}) => translate(en, key, params);

const outbox = () => {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
};

/** The messages the server under test wrote to its outbox for one address. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  return (await mailsIn(outbox())).filter((m) => m.headers.to === address);
}

async function payOnCardPage(page: Page, payUrl: string, card: string): Promise<void> {
  await page.goto(payUrl);
  await page.getByLabel(en['pay.cardNumber']).fill(card);
  await page.getByLabel(en['pay.expiry']).fill('12/34');
  await page.getByLabel(en['pay.securityCode']).fill('123');
  await page.getByLabel(en['pay.holder']).fill('JOHN SMITH');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/tk\/nz\/en\/book\/paid\/order\/[A-Za-z0-9_-]+\/$/);
  await islandsHydrated(page);
}

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${randomInt(1e6)}@example.com`;

test.describe('order pages', () => {
  test('a guest pays on the card page, sees the tickets on the paid page, gets the confirmation with its calendar file and finds the order in another browser', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('paid');
    const { orderNo, locator, payUrl } = await bookThroughApi(page.request, email, 'SMITH');
    await payOnCardPage(page, payUrl, CARDS.success);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: en['paid.success'] })).toBeVisible();
    await expect(main.getByText(orderNo, { exact: true })).toBeVisible();
    await expect(main.getByText(locator, { exact: true })).toBeVisible();
    await expect(main.getByRole('row', { name: /SMITH\/JOHN/ }).getByRole('cell', { name: /^784\d{10}$/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3, name: /^\S+: .+ to .+$/ })).toBeVisible();
    await noAxeViolations(page);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe(text('mail.order.subject', { orderNo }));
    expect(mail.text).toContain(locator);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${orderNo}.ics`, contentType: 'text/calendar' })]);
    const calendar = mail.attachments[0].content.replace(/\r\n[ \t]/g, '');
    expect(calendar).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART;TZID=Asia\/Shanghai:\d{8}T\d{6}[\s\S]*END:VEVENT/);
    const detailLink = new RegExp(`https?://[^\\s]+/tk/nz/en/my/order/detail/${orderNo}/`).exec(mail.text)?.[0] ?? '';
    expect(detailLink).not.toBe('');

    // Another browser has no claim on the order: it is found with the order number and the surname.
    const elsewhere = await browser.newContext();
    try {
      const guest = await elsewhere.newPage();
      await guest.goto(new URL(detailLink).pathname);
      await islandsHydrated(guest);
      await expect(guest.getByRole('alert')).toContainText(orderNo);
      await guest.goto('/tk/nz/en/my/order/find/');
      await islandsHydrated(guest);
      await noAxeViolations(guest);
      const byOrder = guest.getByRole('region', { name: en['find.byOrder'] });
      await byOrder.getByLabel(en['find.orderNo']).fill(orderNo);
      await byOrder.getByLabel(en['find.who']).fill('wrong');
      await byOrder.getByLabel(en['find.who']).press('Enter');
      await expect(byOrder.getByRole('alert')).toHaveText(en['find.notFound']);
      await byOrder.getByLabel(en['find.who']).fill('smith');
      await byOrder.getByLabel(en['find.who']).press('Enter');
      await guest.waitForURL(new RegExp(`/tk/nz/en/my/order/detail/${orderNo}/$`));
      await islandsHydrated(guest);
      await expect(guest.getByRole('heading', { level: 2, name: text('order.detailHeading', { orderNo }) })).toBeFocused();
      await expect(guest.getByText(en['order.status.ticketed'], { exact: true })).toBeVisible();
      await expect(guest.getByRole('link', { name: en['order.link.refund'] })).toBeVisible();
      await noAxeViolations(guest);
      await guest.getByRole('button', { name: en['order.resend'] }).click();
      await expect(guest.getByRole('status').filter({ hasText: text('order.resent', { to: `${email[0]}***@example.com` }) })).toBeVisible();
      await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    } finally {
      await elsewhere.close();
    }
  });

  test('a declined card shows the reason on the paid page, and paying again with another card succeeds', async ({ page }) => {
    const { payUrl } = await bookThroughApi(page.request, uniqueEmail('declined'), 'JONES');
    await payOnCardPage(page, payUrl, CARDS.declined);
    await expect(page.getByRole('heading', { level: 2, name: en['paid.failure'] })).toBeFocused();
    await expect(page.getByText(en['paid.reason.declined'])).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole('button', { name: en['paid.retry'] }).press('Enter');
    await page.waitForURL(/\/api\/sandbox-pay\//);
    await page.getByLabel(en['pay.cardNumber']).fill(CARDS.success);
    await page.getByLabel(en['pay.expiry']).fill('12/34');
    await page.getByLabel(en['pay.securityCode']).fill('123');
    await page.getByLabel(en['pay.holder']).fill('JOHN JONES');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/book\/paid\/order\//);
    await expect(page.getByRole('heading', { level: 2, name: en['paid.success'] })).toBeVisible();
  });

  test('a guest lists the orders of an e-mail address with the captcha and the code sent to it, and opens one by its booking reference', async ({ page }) => {
    const email = uniqueEmail('byemail');
    const { orderNo, locator } = await bookThroughApi(page.request, email, 'BROWN');

    await page.goto('/tk/nz/en/my/order/list/');
    await islandsHydrated(page);
    const prompt = page.getByRole('main');
    await expect(prompt.getByText(en['order.guestPrompt'])).toBeVisible();
    await expect(prompt.getByRole('link', { name: en['order.logIn'] })).toHaveAttribute('href', /\/tk\/nz\/en\/login\/\?back=/);
    await expect(prompt.getByRole('link', { name: en['order.findOrder'] })).toHaveAttribute('href', '/tk/nz/en/my/order/find/');
    await noAxeViolations(page);

    await page.goto('/tk/nz/en/my/order/find/');
    await islandsHydrated(page);
    const byEmail = page.getByRole('region', { name: en['find.byEmail'] });
    await byEmail.getByLabel(en['find.email']).fill(email);
    await byEmail.getByRole('textbox', { name: en['ui.captcha.code'] }).fill(E2E_CAPTCHA);
    await byEmail.getByRole('textbox', { name: en['ui.captcha.code'] }).press('Enter');
    await expect(byEmail.getByRole('status')).toHaveText(text('find.codeSent', { email, minutes: 15 }));
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const code = /\b(\d{6})\b/.exec((await mailsTo(email))[0].text)?.[1] ?? '';
    await byEmail.getByLabel(en['find.code']).fill(code);
    await noAxeViolations(page);
    await byEmail.getByLabel(en['find.code']).press('Enter');
    await expect(byEmail.getByRole('status')).toHaveText(text('find.found', { count: 1 }));
    await expect(byEmail.getByRole('link', { name: text('order.open', { orderNo }) })).toBeVisible();
    await noAxeViolations(page);

    await page.goto('/tk/nz/en/pnr/');
    await islandsHydrated(page);
    await page.getByLabel(en['pnr.locator']).fill(locator.toLowerCase());
    await page.getByLabel(en['pnr.surname']).fill('Brown');
    await page.getByLabel(en['pnr.surname']).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: text('pnr.heading', { locator }) })).toBeFocused();
    await expect(page.getByRole('row', { name: /BROWN\/JOHN/ })).toBeVisible();
    await noAxeViolations(page);
  });

  test('an order page shows each passenger’s seat, extra bag and meal on the flight, and a price summary with the extras and the discount code that adds up to the total', async ({
    page,
  }) => {
    let seat = '';
    const { orderNo, order } = await bookThroughApi(page.request, uniqueEmail('extras'), 'WHITE', {
      extrasOf: (offer) => {
        seat = offer.flights[0].seatMap.rows.flatMap((r) => r.seats).find((s) => s.kind === 'exit' && s.state === 'available')?.seat ?? '';
        return {
          seats: [{ segment: 0, passenger: 0, seat }],
          bags: [{ segment: 0, passenger: 0, pieces: 1 }],
          meals: [{ segment: 0, passenger: 0, code: 'VGML' }],
        };
      },
      discount: { code: DEMO_PROMOTION_CODE },
    });
    const money = (amount: number) => siteFormat('en', 'nz').money({ amount, currency: order.equivFarecurrency });
    const [bought] = order.extras.seats;
    const [bag] = order.extras.bags;
    const [discount] = order.discountOrderInfos;
    expect(discount?.discountCode).toBe(DEMO_PROMOTION_CODE);
    await page.goto(`/tk/nz/en/my/order/detail/${orderNo}/`);
    await islandsHydrated(page);

    const extras = page.getByRole('table', { name: text('order.flightExtras', { flightNo: order.segments[0].flightNo }) });
    const passenger = extras.getByRole('row', { name: /WHITE\/JOHN/ });
    await expect(passenger.getByRole('cell')).toHaveText([
      `${seat}, ${en['order.seatKind.exit']} (${money(bought.amount)})`,
      `${text('order.baggageAllowance', { pieces: 1, kg: bag.kg })} (${money(bag.amount)})`,
      /^Vegan meal/,
    ]);
    const summary = page.getByRole('table', { name: en['order.priceSummary'] });
    await expect(summary.getByRole('row', { name: new RegExp(`^${en['order.seatsTotal']}`) })).toContainText(money(bought.amount));
    await expect(summary.getByRole('row', { name: new RegExp(`^${en['order.bagsTotal']}`) })).toContainText(money(bag.amount));
    await expect(summary.getByRole('row', { name: new RegExp(`^${text('order.discountCode', { code: DEMO_PROMOTION_CODE })}`) })).toContainText(
      `−${money(discount.amount)}`,
    );
    await expect(summary.getByRole('row', { name: new RegExp(`^${en['order.totalToPay']}`) })).toContainText(money(order.totalPayMoney));
    await noAxeViolations(page);
  });

  test('a guest cancels an unpaid order from its page with the keyboard, after confirming, and can no longer pay it', async ({ page }) => {
    const { orderNo } = await bookThroughApi(page.request, uniqueEmail('cancel'), 'GREEN');
    await page.goto(`/tk/nz/en/my/order/detail/${orderNo}/`);
    await islandsHydrated(page);
    await expect(page.getByText(en['order.status.unpaid'], { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en['order.payNow'] })).toBeVisible();
    await noAxeViolations(page);
    await page.getByRole('button', { name: en['order.cancel'] }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: en['order.cancelTitle'] });
    await expect(dialog).toContainText(text('order.cancelConfirm', { orderNo }));
    await noAxeViolations(page);
    await dialog.getByRole('button', { name: en['order.cancelOk'] }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: en['order.cancelled'] })).toBeVisible();
    await expect(page.getByText(en['order.status.cancelled'], { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: en['order.payNow'] })).toHaveCount(0);
    const detail = await e2eApi(page.request).ok(getOrder, { params: { site: 'nz', lang: 'en' }, body: { orderNo } });
    expect(detail.order.status).toBe('cancelled');
  });

  test('a member sees their own orders, newest first, and opens one from the list', async ({ page }) => {
    const email = uniqueEmail('member');
    await joinThroughApi(e2eApi(page.request), { email, phone: String(211_000_000 + randomInt(999_999)), givenName: 'Mei', surname: 'Lin' });
    const older = await bookThroughApi(page.request, email, 'LIN');
    const newer = await bookThroughApi(page.request, email, 'LIN');

    await page.goto('/tk/nz/en/my/order/list/');
    await islandsHydrated(page);
    const list = page.getByRole('table', { name: en['order.yourOrders'] });
    const links = list.getByRole('link', { name: /^Open order / });
    await expect(links).toHaveText([newer.orderNo, older.orderNo]);
    await noAxeViolations(page);
    await links.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/my/order/detail/${newer.orderNo}/$`));
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: text('order.detailHeading', { orderNo: newer.orderNo }) })).toBeFocused();
  });
});
