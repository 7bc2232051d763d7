import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createOrder } from '../../src/domain/api/orders.ts';
import { createSearchLink, getSolutionDetail, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import { SEX } from '../../src/domain/saved-data/saved-passenger.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi } from '../support/e2e-api.ts';
import { mailsIn, runImportSchedule, type Storefront, startStorefront, writeScheduleWithoutOrdersDate } from '../support/e2e-schedule.ts';

const en = messagesOf('en');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SURNAME = 'KOWALSKA';
const EMAIL = 'anna.kowalska@example.com';

/** Books a non-stop Guangzhou–Kunming flight about two weeks ahead as a guest, through the API; answers the order number and flight. */
async function bookGuestOrder(request: APIRequestContext): Promise<{ orderNo: string; flightNo: string }> {
  const api = e2eApi(request);
  for (let days = 14; days < 21; days++) {
    const date = inDays(days);
    const { encryptArgs } = await api.ok(createSearchLink, {
      query: { country: 'nz', language: 'en' },
      body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', dep: ['CAN'], arr: ['KMG'], date: [date] },
    });
    const { execution } = await api.ok(openBookingSession, { body: { encryptArgs } });
    const grid = await api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date, set: '0' } });
    const row = grid.data.grid.rows.find((r) => r.stops === 0);
    if (!row) continue;
    const { data } = await api.ok(getSolutionDetail, { params: { session: execution, set: '0', sol: row.sol }, body: { execution } });
    const family = data.cabins.find((c) => c.cabin === 0)?.families.find((f) => f.seatsLeft > 0);
    if (!family) continue;
    const { order } = await api.ok(createOrder, {
      query: { execution, country: 'nz', language: 'en' },
      body: {
        session: execution,
        choices: [{ set: 0, sol: row.sol, familyId: family.id }],
        passengers: [
          {
            type: 'ADT',
            firstName: 'ANNA',
            lastName: SURNAME,
            sex: SEX.female,
            nationality: 'NZ',
            birthday: '1985-04-12',
            documentType: 'PP',
            documentNumber: 'E7654321',
            documentIssuer: 'NZ',
            documentExpiry: '2034-01-01',
          },
        ],
        contact: { contactName: `Anna ${SURNAME}`, areaCode: '64', phone: '211234567', email: EMAIL },
      },
    });
    return { orderNo: order.orderNo, flightNo: row.flights[0].flightNo };
  }
  throw new Error('No non-stop flight from CAN to KMG in the coming weeks');
}

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
      const { orderNo, flightNo } = await bookGuestOrder(request).finally(() => request.dispose());
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
