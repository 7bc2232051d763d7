import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { bookThroughApi, mailsIn } from '../support/e2e-orders.ts';
import { runImportSchedule, type Storefront, startStorefront, writeScheduleWithoutOrdersDate } from '../support/e2e-schedule.ts';
import { expect, test } from '../support/e2e-test.ts';

const en = messagesOf('en');
const SURNAME = 'KOWALSKA';
const EMAIL = 'anna.kowalska@example.com';

test.describe('a new schedule imported over live bookings', () => {
  test('a traveller whose flight a new schedule cancels is e-mailed and sees the change on the order page', async ({ page, playwright }) => {
    // It starts a storefront twice, seeding the demo network the first time, on two busy cores.
    test.setTimeout(240_000);
    const root = await mkdtemp(join(tmpdir(), 'storefront-e2e-schedule-'));
    const dirs = { dataDir: join(root, 'data'), outboxDir: join(root, 'outbox') };
    let server: Storefront | undefined;
    try {
      server = await startStorefront(dirs);
      const request = await playwright.request.newContext({ baseURL: server.origin });
      const { orderNo, flightNo } = await bookThroughApi(request, EMAIL, SURNAME).finally(() => request.dispose());
      expect(await server.stop(), server.output()).toBe(0);
      server = undefined;

      const file = join(root, 'changed.ssim');
      const date = await writeScheduleWithoutOrdersDate(dirs.dataDir, orderNo, file);
      const affected = new RegExp(`order ${orderNo}: ${flightNo} CAN-KMG ${date} cancelled`);

      const dry = await runImportSchedule(dirs, '--dry-run', file);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(affected);
      expect(dry.stdout).toContain('Dry run: nothing was changed.');
      expect((await mailsIn(dirs.outboxDir)).filter((m) => m.subject.includes(orderNo))).toEqual([]);

      const run = await runImportSchedule(dirs, file);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(affected);
      expect(run.stdout).toContain('E-mailed the travellers of 1 orders.');
      const notices = (await mailsIn(dirs.outboxDir)).filter((m) => m.headers.to === EMAIL && m.subject.includes(orderNo));
      expect(notices.map((m) => m.subject)).toEqual([en['mail.scheduleChange.subject'].replace('{orderNo}', orderNo)]);
      expect(notices[0].text).toContain(en['order.scheduleChange.cancelled']);

      server = await startStorefront(dirs);
      await page.goto(`${server.origin}/tk/nz/en/my/order/find/`);
      await islandsHydrated(page);
      const byOrder = page.getByRole('region', { name: en['find.byOrder'] });
      await byOrder.getByLabel(en['find.orderNo']).fill(orderNo);
      await byOrder.getByLabel(en['find.who']).fill(SURNAME.toLowerCase());
      await byOrder.getByLabel(en['find.who']).press('Enter');
      await page.waitForURL(`${server.origin}/tk/nz/en/my/order/detail/${orderNo}/`);
      await islandsHydrated(page);
      await expect(page.getByRole('heading', { level: 2, name: en['order.detailHeading'].replace('{orderNo}', orderNo) })).toBeVisible();
      const change = page.getByRole('region', { name: en['order.scheduleChange.heading'] });
      await expect(change.getByRole('heading', { name: 'Schedule change' })).toBeVisible();
      await expect(change.getByText(en['order.scheduleChange.cancelled'])).toBeVisible();
      await expect(change.getByText(en['order.scheduleChange.pending'])).toBeVisible();
      await noAxeViolations(page);
    } finally {
      await server?.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});
