import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOrder, getOrder } from '../../src/domain/api/orders.ts';
import { startPayment } from '../../src/domain/api/payment.ts';
import { createSearchLink, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import type { Browser } from '../support/api.ts';
import { adult, contact } from '../support/order-flow.ts';
import { killServer, type ServerProcess, startApiProcess, waitUntil } from '../support/server-process.ts';
import { CARDS } from '../support/test-cards.ts';

const NZ = { site: 'nz', lang: 'en' } as const;
/** A week ahead: the demo network flies Sydney–Guangzhou every day. */
const travelDate = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the sandbox card provider across a killed server', () => {
  const servers: ServerProcess[] = [];
  let dir = '';

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps a payment accepted just before kill -9, and after the restart the order ends paid and ticketed', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storefront-sandbox-kill-'));
    const dataDir = join(dir, 'data');
    // The notification of the payment waits ten minutes, so the kill surely falls between the card's acceptance and it.
    const first = await startApiProcess({ DATA_DIR: dataDir, DEMO_DATA: 'on', SANDBOX_NOTIFY_DELAY_MS: '600000' }, {}, 120_000);
    servers.push(first);
    const browser: Browser = {};
    const date = travelDate();

    const { encryptArgs } = await first.api.ok(createSearchLink, {
      query: { country: 'nz', language: 'en' },
      body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', dep: ['SYD'], arr: ['CAN'], date: [date] },
    });
    const { execution } = await first.api.ok(openBookingSession, { body: { encryptArgs } }, { browser });
    const { rows } = (await first.api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date, set: '0' } }, { browser })).data.grid;
    const row = rows.find((candidate) => candidate.stops === 0);
    if (!row) throw new Error(`no non-stop flight on ${date}`);
    const { order } = await first.api.ok(
      createOrder,
      {
        query: { execution, country: 'nz', language: 'en' },
        body: {
          session: execution,
          passengers: [adult('KAI', 'NAKAMURA')],
          contact: contact('kai.nakamura@example.com'),
          choices: [{ set: 0, sol: row.sol, familyId: 'ECONOMY_FLEX' }],
        },
      },
      { browser },
    );

    const { url } = await first.api.ok(startPayment, { params: NZ, body: { orderNo: order.orderNo } }, { browser });
    const cardPage = new URL(url, `http://127.0.0.1:${first.port}`);
    expect((await fetch(cardPage)).status).toBe(200);
    const accepted = await fetch(cardPage, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: CARDS.success, expiry: '12/30', cvc: '123', holder: 'KAI NAKAMURA' }),
    });
    expect(accepted.status).toBe(303);
    expect((await first.api.ok(getOrder, { params: NZ, body: { orderNo: order.orderNo } }, { browser })).order.status).toBe('unpaid');

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startApiProcess({ DATA_DIR: dataDir, DEMO_DATA: 'on' }, {}, 120_000);
    servers.push(second);
    const statusNow = async () => (await second.api.ok(getOrder, { params: NZ, body: { orderNo: order.orderNo } }, { browser })).order;
    await waitUntil(async () => (await statusNow()).status === 'ticketed', 30_000);
    const ticketed = await statusNow();
    expect(ticketed).toMatchObject({ status: 'ticketed', payStatus: true });
    expect(ticketed.passengers[0].tickets).toHaveLength(1);
  }, 300_000);
});
