import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedPassenger } from '../../src/domain/saved-data/saved-passenger.ts';
import { MAX_SAVED_PASSENGERS } from '../../src/server/saved-data/saved-passengers.ts';
import { newMember, savedAdult, savedDataCalls } from '../support/saved-data.ts';
import { testApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let members = 0;

/** A fresh member's calls on a site. */
async function member(site = 'nz') {
  members += 1;
  const cookie = await newMember(t, `saved.${members}@example.com`, `2130000${String(members).padStart(2, '0')}`, `192.0.2.${members}`);
  return { cookie, ...savedDataCalls(t, cookie, site) };
}

const reply = (outcome: { reply: { passenger: SavedPassenger } }) => outcome.reply.passenger;
const list = (outcome: { reply: { pList: SavedPassenger[] } }) => outcome.reply.pList;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('saved passengers', () => {
  it('adds a passenger in the site name layout, lists it with the document number masked and gives it in full in the detail', async () => {
    const mei = await member();
    const added = await reply(await mei.modifyPassenger(savedAdult({ middleName: 'Ling', ffpAirline: 'cz', ffpNumber: '000000000007' })));
    expect(added.psgId).toMatch(/^[a-f0-9]{32}$/);
    expect(added).toMatchObject({ pastId: null, name: 'LIN/MEI LING', firstName: 'Mei', middleName: 'Ling', lastName: 'Lin', ffpAirline: 'CZ' });

    const [listed] = await list(await mei.listPassengers());
    expect(listed).toEqual({
      psgId: added.psgId,
      pastId: null,
      name: 'LIN/MEI LING',
      firstName: 'Mei',
      middleName: 'Ling',
      lastName: 'Lin',
      sex: '0',
      nationality: 'NZ',
      birthday: '1988-04-12',
      documentType: 'PP',
      documentNumber: '*****5678',
      documentIssuer: 'NZ',
      documentExpiry: '2031-05-01',
      ffpAirline: 'CZ',
      ffpNumber: '000000000007',
    });
    const detail = await reply(await mei.passengerDetail({ psgId: added.psgId ?? '' }));
    expect(detail).toEqual({ ...listed, documentNumber: 'E12345678' });
  });

  it('shows a passenger saved on a first/middle/last site as surname and given name on a surname-first site', async () => {
    const nz = await member();
    const { psgId } = await reply(await nz.modifyPassenger(savedAdult({ middleName: 'Ling' })));
    const jp = savedDataCalls(t, nz.cookie, 'jp', 'en');
    const shown = await reply(await jp.passengerDetail({ psgId: psgId ?? '' }));
    expect(shown).toMatchObject({ surname: 'Lin', givenName: 'Mei Ling' });
    expect(shown).not.toHaveProperty('firstName');

    const saved = await reply(
      await jp.modifyPassenger({ ...savedAdult({ firstName: undefined, lastName: undefined }), surname: 'Tanaka', givenName: 'Yui', birthday: '1990-1-5' }),
    );
    expect(saved).toMatchObject({ name: 'TANAKA/YUI', birthday: '1990-01-05' });
    expect(await reply(await nz.passengerDetail({ psgId: saved.psgId ?? '' }))).toMatchObject({ firstName: 'Yui', lastName: 'Tanaka' });
  });

  it('refuses wrong fields with the codes of the shared passenger rules, all at once', async () => {
    const mei = await member();
    const res = await mei.modifyPassenger(
      savedAdult({ lastName: 'L1n', surname: 'Lin', birthday: '2030-01-01', documentExpiry: '2020-01-01', ffpAirline: 'ZZ', ffpNumber: '123', sex: '2' }),
    );
    expect(res.status).toBe(400);
    const body = res;
    expect(Object.fromEntries(Object.entries(body.fields).map(([key, found]) => [key, found.code]))).toEqual({
      lastName: 'e01',
      surname: 'e01',
      birthday: 'e02',
      documentExpiry: 'expiration',
      ffpAirline: 'errorCode',
      sex: 'e01',
    });
    expect(body.fields.documentExpiry.msg).toBe('The document has expired or expires before your last flight.');

    const child = await mei.modifyPassenger(savedAdult({ firstName: 'Ava Mae Rose', birthday: '2019-06-01' }));
    expect(child.fields.firstName.code).toBe('e01');
    const wrongNumber = await mei.modifyPassenger(savedAdult({ ffpAirline: 'CZ', ffpNumber: '123456789012' }));
    expect(wrongNumber.fields.ffpNumber.code).toBe('e01');
    expect(await list(await mei.listPassengers())).toEqual([]);
  });

  it('changes a passenger by its psgId, and adding the same person again changes them instead of keeping a copy', async () => {
    const mei = await member();
    const { psgId } = await reply(await mei.modifyPassenger(savedAdult()));
    const changed = await reply(await mei.modifyPassenger(savedAdult({ psgId, documentNumber: 'E99990000', nationality: 'au' })));
    expect(changed).toMatchObject({ psgId, nationality: 'AU', documentNumber: 'E99990000' });
    const again = await reply(await mei.modifyPassenger(savedAdult({ firstName: 'MEI', lastName: 'lin', documentNumber: 'E11112222' })));
    expect(again.psgId).toBe(psgId);
    const all = await list(await mei.listPassengers());
    expect(all.map((p) => [p.psgId, p.documentNumber])).toEqual([[psgId, '*****2222']]);
  });

  it('deletes a passenger; deleting it again, or changing it, is not found', async () => {
    const mei = await member();
    const { psgId } = await reply(await mei.modifyPassenger(savedAdult()));
    const deleted = await mei.deletePassenger(psgId ?? '');
    expect(deleted.reply).toEqual({ deleted: true });
    expect(await list(await mei.listPassengers())).toEqual([]);
    expect((await mei.deletePassenger(psgId ?? '')).status).toBe(404);
    const change = await mei.modifyPassenger(savedAdult({ psgId }));
    expect(change.status).toBe(404);
    expect(change.failure.ex).toBe('notFound');
    expect((await mei.passengerDetail({ psgId: psgId ?? '' })).status).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_PASSENGERS} passengers per member and refuses the next with passengerLimit`, async () => {
    const mei = await member();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < MAX_SAVED_PASSENGERS; i++) {
      const res = await mei.modifyPassenger(savedAdult({ firstName: `Mei${letters[i % 26]}${letters[Math.floor(i / 26)]}` }));
      expect(res.status, res.text).toBe(200);
    }
    const over = await mei.modifyPassenger(savedAdult({ firstName: 'Zed' }));
    expect(over.status).toBe(409);
    expect(over.failure).toMatchObject({ ex: 'passengerLimit', msg: expect.stringContaining(String(MAX_SAVED_PASSENGERS)) });
    const first = (await list(await mei.listPassengers()))[0];
    expect((await mei.modifyPassenger(savedAdult({ psgId: first.psgId, firstName: first.firstName, nationality: 'AU' }))).status).toBe(200);
  });

  it('asks the detail for exactly one of psgId and pastId, well formed', async () => {
    const mei = await member();
    expect((await mei.passengerDetail({})).status).toBe(400);
    expect((await mei.passengerDetail({ psgId: 'x' })).status).toBe(400);
    expect((await mei.passengerDetail({ psgId: 'a'.repeat(32), pastId: 'C1234567890123456-0' })).status).toBe(400);
    expect((await mei.passengerDetail({ pastId: 'C1234567890123456-0' })).status).toBe(404);
  });

  it('lists only the name fields of the site layout and the fields that have a value', async () => {
    const mei = await member();
    await mei.modifyPassenger(savedAdult());
    const body = (await mei.listPassengers()).reply;
    expect(Object.keys(body.pList[0]).sort()).toEqual(
      [
        'psgId',
        'pastId',
        'name',
        'firstName',
        'lastName',
        'sex',
        'nationality',
        'birthday',
        'documentType',
        'documentNumber',
        'documentIssuer',
        'documentExpiry',
      ].sort(),
    );
  });
});
