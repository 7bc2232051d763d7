import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPublicKey, logIn } from '../../src/domain/api/member.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoMembersStep } from '../../src/server/member/demo-members.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { adult, book, nonStop, openSession, orderApp, type TestApp } from '../support/order-flow.ts';
import { newMember, savedAdult, savedContact, savedDataCalls } from '../support/saved-data.ts';

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
      expect(res.failure.ex).toBe('unauthorized');
    }
  });

  it("never lets a member read, change or delete another member's passengers and contacts: they are not found", async () => {
    const mei = savedDataCalls(t, await newMember(t, 'mei.access@example.com', '215000001', '203.0.113.1'));
    const bo = savedDataCalls(t, await newMember(t, 'bo.access@example.com', '215000002', '203.0.113.2'));
    const { passenger } = (await mei.modifyPassenger(savedAdult())).reply;
    const { contact } = (await mei.modifyContact(savedContact())).reply;
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
      expect(res.failure.ex).toBe('notFound');
    }
    expect((await bo.listPassengers()).reply.pList).toEqual([]);
    expect((await bo.listContacts()).reply.data).toEqual([]);

    const still = (await mei.passengerDetail({ psgId })).reply;
    expect(still.passenger).toMatchObject({ firstName: 'Mei', documentNumber: 'E12345678' });
    expect((await mei.contactDetail(contact.cpId)).reply.contact.contactName).toBe('Mei Lin');
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

    const { pList } = (await mei.listPassengers()).reply;
    expect(pList.map((p) => [p.name, p.psgId !== null, p.pastId])).toEqual([
      ['SMITH/JOHN', true, null],
      ['SILVA/ANA', false, `${order.orderNo}-1`],
    ]);
    expect(pList[1].documentNumber).toBe('****4321');
    const past = (await mei.passengerDetail({ pastId: `${order.orderNo}-1` })).reply;
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
    expect((await bo.listPassengers()).reply.pList).toEqual([]);
  });

  it('gives the demo members saved passengers and a contact to book with', async () => {
    await demoMembersStep()(t.db, clock, memoryLogger());
    const [mei] = DEMO_MEMBERS;
    const { publicKey } = await t.api.ok(getPublicKey);
    const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(DEMO_PASSWORD)).toString('base64');
    const login = await t.api.send(
      logIn,
      { body: { country: 'nz', language: 'en', loginType: 'account', id: mei.email, pw } },
      { browser: { address: '203.0.113.9' } },
    );
    expect(login.status).toBe(200);
    const calls = savedDataCalls(t, /__Host-sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '');
    const { pList } = (await calls.listPassengers()).reply;
    expect(pList.map((p) => p.name)).toEqual(['LIN/MEI', 'LIN/AVA']);
    expect(pList[0]).toMatchObject({ ffpAirline: 'CZ', documentNumber: '*****0001' });
    const { data } = (await calls.listContacts()).reply;
    expect(data).toEqual([expect.objectContaining({ contactName: 'Mei Lin', email: mei.email })]);
  });
});
