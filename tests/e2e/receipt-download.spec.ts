import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import en from '../../i18n/en.json' with { type: 'json' };
import ja from '../../i18n/ja.json' with { type: 'json' };
import { interpolate } from '../../src/lib/i18n/format.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { bookThroughApi } from '../support/e2e-orders.ts';
import { smsCodeTo } from '../support/e2e-sms.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';
import { CARDS } from '../support/test-cards.ts';

/** The phone of the orders bookThroughApi makes, as the texts are addressed. */
const CONTACT_PHONE = '+64211234567';

async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Pays an order on the sandbox provider's card page by posting its form, as the card page does. */
async function paid(page: Page, payUrl: string): Promise<void> {
  const answer = await page.request.post(payUrl, {
    form: { number: CARDS.success, expiry: '12/34', cvc: '123', holder: 'JOHN TANAKA' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

const press = async (page: Page, key = 'Enter') => page.keyboard.press(key);

test.describe('itinerary receipt downloads', () => {
  test('a guest on the Japanese site gets a code by text message and downloads the receipt in Japanese, keyboard only', async ({ page }) => {
    // The order number that does not match (404) and the wrong code (400) are refused.
    allowConsoleErrors(page, /status of (400|404)/);
    const email = `receipt-${Date.now()}-${randomInt(1e6)}@example.com`;
    const booked = await bookThroughApi(page.request, email, 'TANAKA', { site: { code: 'jp', lang: 'ja', surnameFirst: true } });
    await paid(page, booked.payUrl);

    await page.goto('/tk/jp/ja/dl/');
    await islandsHydrated(page);
    const form = page.getByRole('main');
    await form.getByLabel(ja['dl.orderNo']).focus();
    await page.keyboard.type(booked.orderNo);
    const area = form.getByRole('combobox', { name: ja['ui.areaCode.label'] });
    await area.focus();
    await area.fill('64');
    await press(page);
    await expect(area).toHaveValue('+64');
    await form.getByLabel(ja['dl.phone']).focus();
    // A wrong number is refused, and said where the traveller is.
    await page.keyboard.type('219999999');
    const since = new Date();
    await press(page);
    await expect(form.getByRole('alert')).toHaveText(ja['error.orderNotMatched']);
    await noAxeViolations(page);

    await form.getByLabel(ja['dl.phone']).fill('');
    await page.keyboard.type('211234567');
    await press(page);
    const codeHeading = page.getByRole('heading', { name: ja['dl.codeHeading'] });
    await expect(codeHeading).toBeFocused();
    await expect(form).toContainText(interpolate(ja['dl.codeSent'], { to: '+64 ••••567', minutes: 10 }));
    const code = await smsCodeTo(CONTACT_PHONE, since);

    // A wrong code first: the field says so.
    await page.keyboard.press('Tab');
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await press(page);
    await expect(form.getByRole('alert')).toHaveText(ja['error.codeWrong']);
    await form.getByLabel(ja['dl.code']).fill('');
    await page.keyboard.type(code);
    await press(page);

    await expect(page.getByRole('heading', { name: interpolate(ja['dl.orderHeading'], { orderNo: booked.orderNo }) })).toBeFocused();
    await expect(form).toContainText('TANAKA/JOHN');
    await noAxeViolations(page);
    const button = form.getByRole('button', { name: ja['dl.downloadReceipt'] });
    await expect(button).toBeEnabled();
    const download = page.waitForEvent('download');
    await button.focus();
    await press(page);
    const file = await download;
    expect(file.suggestedFilename()).toBe(`receipt-${booked.orderNo}.pdf`);
    const text = await pdfText(await file.path());
    expect(text).toContain(booked.orderNo);
    expect(text).toContain(booked.locator);
    expect(text).toContain('TANAKA/JOHN');
    expect(text).toMatch(/784\d{10}|\b\d{13}\b/);
    expect(text).toContain(ja['receipt.title']);
    expect(text).toContain('広州');
  });

  test('the order page of a guest leads to the download page with the order number filled in', async ({ page }) => {
    const email = `receipt-link-${Date.now()}-${randomInt(1e6)}@example.com`;
    const booked = await bookThroughApi(page.request, email, 'SMITH');
    await paid(page, booked.payUrl);
    await page.goto(`/tk/nz/en/my/order/detail/${booked.orderNo}/`);
    await islandsHydrated(page);
    const link = page.getByRole('link', { name: en['order.receipt'] });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/tk\/nz\/en\/dl\/\?orderNo=/);
    await islandsHydrated(page);
    await expect(page.getByLabel(en['dl.orderNo'])).toHaveValue(booked.orderNo);
  });
});
