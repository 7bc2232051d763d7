import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createSearchLink, extendBookingSession, openBookingSession, readSearchLink } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { createExecutionService, EXECUTION_MAX_LIFE_SECONDS, EXECUTION_TTL_SECONDS } from '../../src/server/shop/executions.ts';
import { freshDatabase, testApp } from '../support/test-app.ts';

type Trip = CallInput<typeof createSearchLink>['body'];
const oneWay: Trip = { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-12-01'], adt: 1, cnn: 0, inf: 0, cabin: '0' };

describe('booking sessions over the API', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (body: Trip, site = 'nz', lang: Lang = 'en') => t.api.send(createSearchLink, { query: { country: site, language: lang }, body });

  it('seals a trip into a link and reads it back', async () => {
    const res = await create({ ...oneWay, rc: 'AB12CD' });
    expect(res.status).toBe(200);
    const { encryptArgs, blackUrl } = res.reply;
    expect(blackUrl).toBe(`/tk/nz/en/book/shop/?args=${encryptArgs}`);
    expect(encryptArgs).not.toContain('AKL');
    const back = await t.api.send(readSearchLink, { body: { encryptArgs } });
    expect(back.reply).toMatchObject({ tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-12-01'], adt: 1, rc: 'AB12CD' });
  });

  it('opens a session for the link with its passengers, seconds left and the trip the link stands for', async () => {
    const { encryptArgs } = (await create({ ...oneWay, adt: 2, cnn: 1, inf: 1 })).reply;
    const res = await t.api.send(openBookingSession, { body: { encryptArgs } });
    expect(res.status).toBe(200);
    expect(res.reply).toMatchObject({ expireTime: EXECUTION_TTL_SECONDS, adt: 2, cnn: 1, inf: 1, rc: null, m: 'cash', condition: { ptc: 'ADT' } });
    // The results page takes the trip from here rather than asking readSearchLink first.
    const trip = (await t.api.send(readSearchLink, { body: { encryptArgs } })).reply;
    expect(res.reply.request).toEqual(trip);
    expect(res.reply.request).toMatchObject({ tripType: 'S', dep: ['AKL'], arr: ['CAN'], adt: 2, cnn: 1, inf: 1 });
  });

  it('refuses a link altered by a single character with CZWEB000004', async () => {
    const { encryptArgs } = (await create(oneWay)).reply;
    const i = Math.floor(encryptArgs.length / 2);
    const altered = encryptArgs.slice(0, i) + (encryptArgs[i] === 'A' ? 'B' : 'A') + encryptArgs.slice(i + 1);
    const body = { encryptArgs: altered };
    for (const res of [await t.api.send(readSearchLink, { body }), await t.api.send(openBookingSession, { body })]) {
      expect(res.status).toBe(404);
      expect(res.failure.ex).toBe('CZWEB000004');
    }
  });

  it.each<[string, Trip, string, string]>([
    ['ten seats', { ...oneWay, adt: 6, cnn: 4 }, 'cnn', 'e04'],
    ['more infants than adults', { ...oneWay, adt: 1, inf: 2 }, 'inf', 'e04'],
    ['no adult', { ...oneWay, adt: 0, cnn: 1 }, 'adt', 'e04'],
    [
      'a return that does not come back',
      { ...oneWay, tripType: 'R', dep: ['AKL', 'CAN'], arr: ['CAN', 'SYD'], date: ['2026-12-01', '2026-12-09'] },
      'arr',
      'e01',
    ],
    [
      'a return leaving before it arrives',
      { ...oneWay, tripType: 'R', dep: ['AKL', 'CAN'], arr: ['CAN', 'AKL'], date: ['2026-12-09', '2026-12-01'] },
      'date',
      'e04',
    ],
    ['a date in the past', { ...oneWay, date: ['2026-11-20'] }, 'date', 'e04'],
    ['a date more than a year ahead', { ...oneWay, date: ['2027-11-22'] }, 'date', 'e04'],
    ['the same city both ends', { ...oneWay, arr: ['AKL'] }, 'arr', 'e01'],
    ['a city that is not a code', { ...oneWay, dep: ['Auckland'] }, 'dep.0', 'e01'],
  ])('refuses %s with 400 and the field code', async (_name, body, field, code) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.fields[field]?.code).toBe(code);
  });

  it('refuses a site or language that does not exist', async () => {
    expect((await create(oneWay, 'zz')).status).toBe(400);
    expect((await create(oneWay, 'nz', 'ko')).status).toBe(400);
  });
});

describe('booking session expiry', () => {
  it('ends a session after its time with CZWEB000003 and a link after a week', async () => {
    const db = await freshDatabase();
    const clock = manualClock('2026-11-21T08:00:00Z');
    const executions = createExecutionService({ db, clock, secrets: randomSecrets() });
    try {
      const site = (await import('../../src/domain/site-lookup.ts')).findSite('nz');
      if (!site) throw new Error('nz');
      const { encryptArgs } = executions.create(
        { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: ['2026-12-01'], adt: 1, cnn: 0, inf: 0, cabin: '0', rc: undefined, m: 'cash' },
        site,
        'en',
      );
      const info = await executions.open(encryptArgs);
      clock.advance(EXECUTION_TTL_SECONDS * 1000 - 1000);
      expect(executions.secondsLeft(await executions.require(info.execution))).toBe(1);
      clock.advance(1000);
      await expect(executions.require(info.execution)).rejects.toMatchObject({ code: 'CZWEB000003' });
      await expect(executions.require('no-such-session')).rejects.toMatchObject({ code: 'CZWEB000004' });
      clock.advance(7 * 24 * 3600 * 1000);
      await expect(executions.open(encryptArgs)).rejects.toMatchObject({ code: 'CZWEB000003' });
    } finally {
      await db.close();
    }
  });
});

describe('extending a booking session over the API', () => {
  const MINUTE = 60_000;
  let t: Awaited<ReturnType<typeof testApp>>;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    clock = manualClock('2026-11-21T08:00:00Z');
    t = await testApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function openSession(): Promise<string> {
    const { encryptArgs } = (await t.api.send(createSearchLink, { query: { country: 'nz', language: 'en' }, body: oneWay })).reply;
    return (await t.api.send(openBookingSession, { body: { encryptArgs } })).reply.execution;
  }
  const extend = (session: string) => t.api.send(extendBookingSession, { params: { session } });

  it('gives a live session a whole session of time again from now, and the session works past its first end', async () => {
    const session = await openSession();
    clock.advance(28 * MINUTE);
    const res = await extend(session);
    expect(res.status).toBe(200);
    expect(res.reply).toEqual({ expireTime: EXECUTION_TTL_SECONDS, extendable: true });
    clock.advance(29 * MINUTE);
    expect((await extend(session)).reply.expireTime).toBe(EXECUTION_TTL_SECONDS);
  });

  it('refuses a session past its time with CZWEB000003 and 410', async () => {
    const session = await openSession();
    clock.advance(EXECUTION_TTL_SECONDS * 1000);
    const res = await extend(session);
    expect(res.status).toBe(410);
    expect(res.failure.ex).toBe('CZWEB000003');
  });

  it('refuses a session it does not know with CZWEB000004 and 404', async () => {
    const res = await extend('AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(res.failure.ex).toBe('CZWEB000004');
  });

  it('lets a traveller extend each time they are warned more than ten times, but never past the maximum life', async () => {
    const session = await openSession();
    let extensions = 0;
    let elapsed = 0;
    let last = { expireTime: EXECUTION_TTL_SECONDS, extendable: true };
    while (last.extendable) {
      // Two minutes before the end, when the page warns.
      const wait = last.expireTime * 1000 - 2 * MINUTE;
      clock.advance(wait);
      elapsed += wait;
      last = (await extend(session)).reply;
      extensions++;
    }
    expect(extensions).toBeGreaterThanOrEqual(10);
    expect(elapsed + last.expireTime * 1000).toBe(EXECUTION_MAX_LIFE_SECONDS * 1000);
    const refused = await extend(session);
    expect(refused.status).toBe(409);
    expect(refused.failure.ex).toBe('sessionLimit');
  });
});
