import { expect } from 'vitest';
import { searchMileageFlights, sendMileageCode, verifyMileageCode } from '../../src/domain/api/mileage.ts';
import { createMileageOrder } from '../../src/domain/api/mileage-order.ts';
import { saveSavedPassenger } from '../../src/domain/api/saved-data.ts';
import { createSearchLink, openBookingSession } from '../../src/domain/api/shop.ts';
import type { AwardChoice } from '../../src/domain/mileage/schemas.ts';
import { createMilesLedger } from '../../src/server/miles/miles-ledger.ts';
import type { Browser, Reply } from './api.ts';
import { joinAsMember } from './joining.ts';
import type { TestApp } from './order-flow.ts';
import { savedAdult } from './saved-data.ts';

export type AwardFlights = Reply<typeof searchMileageFlights>['data'];

/** A member in a browser of their own with a balance of `miles` (the operator's adjustment) and two saved adults with passports. */
export async function awardMember(t: TestApp, who: { email: string; phone: string }, miles: number) {
  const { memberNo, browser } = await joinAsMember(t, who);
  if (miles > 0) await createMilesLedger({ db: t.db, clock: { now: () => new Date() } }).adjust(memberNo, miles, 'test balance');
  const travellers: string[] = [];
  for (const person of [savedAdult(), savedAdult({ firstName: 'Kai', birthday: '1990-06-01', documentNumber: 'E22223333' })]) {
    const saved = await t.api.ok(saveSavedPassenger, { params: { site: 'nz', lang: 'en' }, body: person }, { browser });
    travellers.push(saved.passenger.psgId ?? '');
  }
  return { memberNo, browser, travellers, phone: `+64${who.phone}` };
}

/** Opens an award session (execution mode mileage) for a trip from Auckland, as the member's browser does (guests may not). */
export async function openAwardSession(
  t: TestApp,
  browser: Browser,
  trip: { dep: string[]; arr: string[]; date: string[]; adt?: number; cnn?: number; cabin?: '0' | '1' | '2' | '3' },
): Promise<string> {
  const { encryptArgs } = await t.api.ok(
    createSearchLink,
    {
      query: { country: 'nz', language: 'en' },
      body: { tripType: trip.dep.length === 2 ? 'R' : 'S', adt: 1, cnn: 0, inf: 0, cabin: '0', m: 'mileage', ...trip },
    },
    { browser },
  );
  return (await t.api.ok(openBookingSession, { body: { encryptArgs } }, { browser })).execution;
}

/** The award flights of a session, as the member's browser asks for them. */
export async function awardFlights(t: TestApp, browser: Browser, execution: string, date: string[] = []): Promise<AwardFlights> {
  return (await t.api.ok(searchMileageFlights, { body: { execution, date } }, { browser })).data;
}

/** The first listed itinerary of each direction with award seats in the cabin. */
export function firstAwards(flights: AwardFlights, cabin: 0 | 1 | 2 | 3 = 0): AwardChoice[] {
  return flights.slices.map((slice) => {
    const row = slice.rows.find((r) => r.cells[cabin]?.miles !== null);
    if (!row) throw new Error(`no award in cabin ${cabin} on ${slice.date}`);
    return { set: slice.set, sol: row.sol, cabin };
  });
}

/** Sends a one-time code by text message and enters it, as the book page does. */
export async function verifiedCode(t: TestApp & { sms: { lastCode(phone: string): string | undefined } }, browser: Browser, phone: string): Promise<void> {
  await t.api.ok(sendMileageCode, { params: { site: 'nz', lang: 'en' }, body: { channel: 'sms' } }, { browser });
  const code = t.sms.lastCode(phone);
  expect(code).toMatch(/^\d{6}$/);
  await t.api.ok(verifyMileageCode, { params: { site: 'nz', lang: 'en' }, body: { code: code ?? '' } }, { browser });
}

/** Sends an award order of the session's choice for the travellers. */
export function awardOrder(t: TestApp, browser: Browser, execution: string, choices: AwardChoice[], travellers: string[], expected: { miles?: number } = {}) {
  return t.api.send(
    createMileageOrder,
    {
      query: { execution, country: 'nz', language: 'en' },
      body: {
        session: execution,
        choices,
        travellers,
        contact: { contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei.lin@example.com' },
        expectedMiles: expected.miles,
      },
    },
    { browser },
  );
}
