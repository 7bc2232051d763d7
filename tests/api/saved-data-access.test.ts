import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembersStep, DEMO_MEMBERS, DEMO_PASSWORD } from '../../src/server/member/demo-members.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { adult, book, nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';
import { newMember, savedAdult, savedContact, savedDataCalls, type ContactReply, type PassengerReply } from '../support/saved-data.ts';
import { constants, publicEncrypt } from 'node:crypto';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];

beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('who may use saved passengers and contacts', () => {
  it('answers every saved-data call of a guest with 401', async () => {
    const guest = savedDataCalls(t, '');
    const calls = [
      guest.listPassengers(),
      guest.passengerDetail({ psgId: 'a'.repeat(32) }),
      guest.modifyPassenger(savedAdult()),
      guest.deletePassenger('a'.repeat(32)),
      guest.listContacts(),
      guest.contactDetail('a'.repeat(32)),
      guest.modifyContact(savedContact()),
      guest.deleteContact('a'.repeat(32)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { ex: string }).ex).toBe('unauthorized');
    }
  });

  it("never lets a member read, change or delete another member's passengers and contacts: they are not found", async () => {
    const mei = savedDataCalls(t, await newMember(t, 'mei.access@example.com', '215000001', '203.0.113.1'));
    const bo = savedDataCalls(t, await newMember(t, 'bo.access@example.com', '215000002', '203.0.113.2'));
    const { passenger } = (await (await mei.modifyPassenger(savedAdult())).json()) as PassengerReply;
    const { contact } = (await (await mei.modifyContact(savedContact())).json()) as ContactReply;
    const psgId = passenger.psgId ?? '';

    for (const res of [
      await bo.passengerDetail({ psgId }),
      await bo.modifyPassenger(savedAdult({ psgId, firstName: 'Bo' })),
      await bo.deletePassenger(psgId),
      await bo.contactDetail(contact.cpId),
      await bo.modifyContact(savedContact({ cpId: contact.cpId, contactName: 'Bo Wang' })),
      await bo.deleteContact(contact.cpId),
    ]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as { ex: string }).ex).toBe('notFound');
    }
    expect(((await (await bo.listPassengers()).json()) as { pList: unknown[] }).pList).toEqual([]);
    expect(((await (await bo.listContacts()).json()) as { data: unknown[] }).data).toEqual([]);

    const still = (await (await mei.passengerDetail({ psgId })).json()) as PassengerReply;
    expect(still.passenger).toMatchObject({ firstName: 'Mei', documentNumber: 'E12345678' });
    expect(((await (await mei.contactDetail(contact.cpId)).json()) as ContactReply).contact.contactName).toBe('Mei Lin');
  });

  it("offers the travellers of a member's own orders by pastId, each person once, and to nobody else", async () => {
    const meiCookie = await newMember(t, 'mei.orders@example.com', '215000003', '203.0.113.3');
    const mei = savedDataCalls(t, meiCookie);
    const bo = savedDataCalls(t, await newMember(t, 'bo.orders@example.com', '215000004', '203.0.113.4'));
    await mei.modifyPassenger(savedAdult({ firstName: 'John', lastName: 'Smith', birthday: '1980-01-01' }));
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: ['2026-12-18'], adt: 2 });
    const { sol } = await nonStop(t, execution, '2026-12-18');
    const order = await book(
      t,
      {
        execution,
        choices: [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }],
        passengers: [adult('JOHN', 'SMITH'), { ...adult('ANA', 'SILVA'), documentNumber: 'K7654321' }],
      },
      { cookie: meiCookie, address: '203.0.113.3' },
    );

    const { pList } = (await (await mei.listPassengers()).json()) as { pList: PassengerReply['passenger'][] };
    expect(pList.map((p) => [p.name, p.psgId !== null, p.pastId])).toEqual([
      ['SMITH/JOHN', true, null],
      ['SILVA/ANA', false, `${order.orderNo}-1`],
    ]);
    expect(pList[1].documentNumber).toBe('****4321');
    const past = (await (await mei.passengerDetail({ pastId: `${order.orderNo}-1` })).json()) as PassengerReply;
    expect(past.passenger).toMatchObject({
      psgId: null,
      pastId: `${order.orderNo}-1`,
      firstName: 'ANA',
      lastName: 'SILVA',
      documentNumber: 'K7654321',
      birthday: '1980-01-01',
    });

    expect((await bo.passengerDetail({ pastId: `${order.orderNo}-1` })).status).toBe(404);
    expect((await mei.passengerDetail({ pastId: `${order.orderNo}-5` })).status).toBe(404);
    expect(((await (await bo.listPassengers()).json()) as { pList: unknown[] }).pList).toEqual([]);
  });

  it('gives the demo members saved passengers and a contact to book with', async () => {
    await demoMembersStep()(t.db, clock, memoryLogger());
    const [mei] = DEMO_MEMBERS;
    const { publicKey } = (await (await t.request('/api/a/publicKey')).json()) as { publicKey: string };
    const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(DEMO_PASSWORD)).toString('base64');
    const login = await t.request('/api/a/login', {
      method: 'POST',
      headers: { 'x-requested-with': 'storefront', 'x-real-ip': '203.0.113.9' },
      body: new URLSearchParams({ country: 'nz', language: 'en', loginType: 'account', id: mei.email, pw }),
    });
    expect(login.status).toBe(200);
    const calls = savedDataCalls(t, /__Host-sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '');
    const { pList } = (await (await calls.listPassengers()).json()) as { pList: PassengerReply['passenger'][] };
    expect(pList.map((p) => p.name)).toEqual(['LIN/MEI', 'LIN/AVA']);
    expect(pList[0]).toMatchObject({ ffpAirline: 'CZ', documentNumber: '*****0001' });
    const { data } = (await (await calls.listContacts()).json()) as { data: ContactReply['contact'][] };
    expect(data).toEqual([expect.objectContaining({ contactName: 'Mei Lin', email: mei.email })]);
  });
});
