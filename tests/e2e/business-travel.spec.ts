import { randomInt } from 'node:crypto';
import en from '../../i18n/en.json' with { type: 'json' };
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { interpolate } from '../../src/lib/i18n/format.ts';
import { DEMO_BUSINESS_ACCOUNTS } from '../../src/server/business/demo-business.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { bookThroughApi, mailsIn } from '../support/e2e-orders.ts';
import { joinThroughApi } from '../support/e2e-registration.ts';
import { expect, test } from '../support/e2e-test.ts';

const [COMPANY] = DEMO_BUSINESS_ACCOUNTS;

function outbox(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
}

/** The code the company's travel desk was mailed after a moment, once it has arrived. */
async function deskCode(since: number): Promise<string> {
  const latest = async () =>
    (await mailsIn(outbox())).filter((m) => m.headers.to === COMPANY.email && new Date(m.headers.date ?? 0).getTime() >= since - 1000).at(-1);
  await expect.poll(async () => /\b(\d{6})\b/.exec((await latest())?.text ?? '')?.[1] ?? '').not.toBe('');
  return /\b(\d{6})\b/.exec((await latest())?.text ?? '')?.[1] ?? '';
}

test('a member verifies as a company’s traveller with the code its travel desk was mailed, then books its negotiated fares with the invoice made out to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `business-${Date.now()}-${randomInt(1e6)}@example.com`;
  await joinThroughApi(e2eApi(page.request), { email, phone: `22${randomInt(1e6, 1e7)}` });

  await page.goto('/tk/nz/en/my/profile/');
  await islandsHydrated(page);
  const section = page.getByRole('region', { name: en['bizPax.heading'] });
  await section.getByLabel(en['bizPax.companyCode']).fill(COMPANY.companyCode.toLowerCase());
  const since = Date.now();
  await section.getByRole('button', { name: en['bizPax.sendCode'] }).click();
  await expect(section.getByRole('status')).toContainText('t•••@demo-trading.airline.example');
  await section.getByLabel(en['bizPax.code']).fill(await deskCode(since));
  await section.getByRole('button', { name: en['bizPax.verify'] }).click();
  await expect(section.getByRole('status')).toHaveText(interpolate(en['bizPax.verified'], { company: COMPANY.name, percent: COMPANY.discountPercent }));
  await noAxeViolations(page);

  const { blackUrl } = await e2eApi(page.request).ok(createSearchLink, {
    query: { country: 'nz', language: 'en' },
    body: {
      tripType: 'S',
      dep: ['CAN'],
      arr: ['KMG'],
      date: [new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)],
      adt: 1,
      cnn: 0,
      inf: 0,
      cabin: '0',
    },
  });
  await page.goto(blackUrl);
  await expect(page.getByText(interpolate(en['shop.business'], { company: COMPANY.name, percent: COMPANY.discountPercent }))).toBeVisible();

  const booked = await bookThroughApi(page.request, email, 'SILVA');
  expect(booked.order.invoice).toMatchObject({ companyCode: COMPANY.companyCode, taxId: COMPANY.taxId });
  await page.goto(`/tk/nz/en/my/order/detail/${booked.orderNo}/`);
  await islandsHydrated(page);
  const invoice = page.getByRole('region', { name: en['order.invoice.heading'] });
  await expect(invoice).toContainText(COMPANY.invoiceTitle);
  await expect(invoice).toContainText(COMPANY.invoiceAddress);
});
