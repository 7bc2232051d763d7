import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createOrder } from '../../src/domain/api/orders.ts';
import { startPayment } from '../../src/domain/api/payment.ts';
import { createSearchLink, getFlightExtras, openBookingSession, searchFlights } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { Reply } from './api.ts';
import { e2eApi } from './e2e-api.ts';
import { type ParsedMail, parseEml } from './eml.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The messages a server wrote to an outbox folder, oldest first. */
export async function mailsIn(outboxDir: string): Promise<ParsedMail[]> {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseEml(await readFile(join(outboxDir, f)))));
}

/** What an order made through the API may add to its flights: extras picked from what the flight offers, and a discount. */
export interface Additions {
  extrasOf?: (offer: Reply<typeof getFlightExtras>['data']) => NonNullable<CallInput<typeof createOrder>['body']['extras']>;
  discount?: { code: string };
  /** The site and language the order is made on (nz in English unless given); jp names its passenger surname first. */
  site?: { readonly code: string; readonly lang: Lang; readonly surnameFirst?: boolean };
}

export interface BookedThroughApi {
  orderNo: string;
  locator: string;
  flightNo: string;
  payUrl: string;
  order: Reply<typeof createOrder>['order'];
}

/**
 * Books a non-stop Guangzhou–Kunming flight through the API, in the
 * page's own browser context (so the order is this browser's, or its logged-in
 * member's), and answers the order and the provider's card page to pay it on.
 */
export async function bookThroughApi(request: APIRequestContext, email: string, surname: string, additions: Additions = {}): Promise<BookedThroughApi> {
  const api = e2eApi(request);
  const { code: country, lang: language, surnameFirst } = additions.site ?? { code: 'nz', lang: 'en' as const };
  const name = surnameFirst ? { surname, givenName: 'JOHN' } : { firstName: 'JOHN', lastName: surname };
  for (let days = 10; days < 20; days++) {
    const date = inDays(days);
    const { encryptArgs } = await api.ok(createSearchLink, {
      query: { country, language },
      body: { tripType: 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', dep: ['CAN'], arr: ['KMG'], date: [date] },
    });
    const { execution } = await api.ok(openBookingSession, { body: { encryptArgs } });
    const grid = await api.ok(searchFlights, { body: { type: 'sliceGrid', execution, date, set: '0' } });
    const row = grid.data.grid.rows.find((r) => r.stops === 0);
    if (!row) continue;
    const offer =
      additions.extrasOf &&
      (await api.ok(getFlightExtras, { params: { session: execution, set: '0', sol: row.sol }, query: { familyId: 'ECONOMY_FLEX' } })).data;
    const order = await api.send(createOrder, {
      query: { execution, country, language },
      body: {
        session: execution,
        choices: [{ set: 0, sol: row.sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [
          {
            type: 'ADT',
            ...name,
            sex: '1',
            nationality: 'NZ',
            birthday: '1980-01-01',
            documentType: 'PP',
            documentNumber: 'E1234567',
            documentIssuer: 'NZ',
            documentExpiry: '2034-01-01',
          },
        ],
        contact: { contactName: `John ${surname}`, areaCode: '64', phone: '211234567', email },
        ...(offer && additions.extrasOf ? { extras: additions.extrasOf(offer) } : {}),
        ...(additions.discount ? { discount: additions.discount } : {}),
      },
    });
    expect(order.status, order.text).toBe(200);
    const view = order.reply.order;
    const jump = await api.ok(startPayment, { params: { site: country, lang: language }, body: { orderNo: view.orderNo } });
    return { orderNo: view.orderNo, locator: view.locator, flightNo: row.flights[0].flightNo, payUrl: jump.url, order: view };
  }
  throw new Error('No non-stop flight from CAN to KMG in the coming days');
}
