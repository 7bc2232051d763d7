import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MORE_CERTIFICATES } from '../../src/domain/saved-data/more-certificates.ts';
import type { SavedPassenger } from '../../src/domain/saved-data/saved-passenger.ts';
import { mod112CheckCharacter } from '../../src/domain/validation/documents.ts';
import { newMember, savedAdult, savedDataCalls } from '../support/saved-data.ts';
import { testApp } from '../support/test-app.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let members = 0;

async function member() {
  members += 1;
  const cookie = await newMember(t, `documents.${members}@example.com`, `2140000${String(members).padStart(2, '0')}`, `192.0.2.${100 + members}`);
  return { cookie, ...savedDataCalls(t, cookie) };
}

const reply = (outcome: { reply: { passenger: SavedPassenger } }) => outcome.reply.passenger;
const codes = (fields: Record<string, { code: string }>) => Object.fromEntries(Object.entries(fields).map(([key, found]) => [key, found.code]));

/** A resident identity number (NI/HR) of someone born on a day; with a leading 9, a foreigner's permanent residence number (FI). */
const residentNumber = (born: string, start = '110105') => {
  const digits17 = `${start}${born.replaceAll('-', '')}002`;
  return `${digits17}${mod112CheckCharacter(digits17)}`;
};

/** savedAdult is born on this day. */
const BORN = '1988-04-12';
const NI = residentNumber(BORN);
const FI = residentNumber(BORN, '911111');
const RESIDENCE = { residenceAddress: '12 Queen Street', residenceCity: 'Auckland', residenceZip: '1010', residenceCountry: 'nz', residenceState: 'Auckland' };

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

describe('further certificates of a saved passenger', () => {
  it('keeps several certificates, masks every number but its last four characters in the list and gives them in full in the detail', async () => {
    const mei = await member();
    const certificates = [
      { type: 'ni', number: NI.toLowerCase(), issuer: 'cn', expiry: '2036-1-2' },
      { type: 'FI', number: FI, issuer: 'CN', expiry: '2030-06-30' },
      { type: 'RP', number: 'AB12CD34EF56GH78IJ', issuer: 'NZ', expiry: '2028-02-29' },
    ];
    const saved = await reply(await mei.modifyPassenger({ ...savedAdult(), certificates }));
    expect(saved.certificates).toEqual([
      { type: 'NI', number: NI, issuer: 'CN', expiry: '2036-01-02' },
      { type: 'FI', number: FI, issuer: 'CN', expiry: '2030-06-30' },
      { type: 'RP', number: 'AB12CD34EF56GH78IJ', issuer: 'NZ', expiry: '2028-02-29' },
    ]);

    const [listed] = (await mei.listPassengers()).reply.pList;
    expect(listed.documentNumber).toBe('*****5678');
    expect(listed.certificates?.map((c) => c.number)).toEqual([`**************${NI.slice(-4)}`, `**************${FI.slice(-4)}`, '**************78IJ']);
    expect(JSON.stringify(listed)).not.toContain(NI);

    const detail = await reply(await mei.passengerDetail({ psgId: saved.psgId ?? '' }));
    expect(detail.certificates).toEqual(saved.certificates);
    expect(detail.documentNumber).toBe('E12345678');
  });

  it('replaces the certificates on a change and leaves them out of the reply when there are none', async () => {
    const mei = await member();
    const { psgId } = await reply(
      await mei.modifyPassenger({ ...savedAdult(), certificates: [{ type: 'NI', number: NI, issuer: 'CN', expiry: '2036-01-02' }] }),
    );
    const changed = await reply(await mei.modifyPassenger({ ...savedAdult({ psgId }), certificates: [] }));
    expect(changed).not.toHaveProperty('certificates');
    expect(await reply(await mei.passengerDetail({ psgId: psgId ?? '' }))).not.toHaveProperty('certificates');
  });

  it('keeps the certificates and the residence address when the booking page, which sends neither, saves changes to the passenger', async () => {
    const mei = await member();
    const certificates = [{ type: 'NI', number: NI, issuer: 'CN', expiry: '2036-01-02' }];
    const { psgId } = await reply(await mei.modifyPassenger({ ...savedAdult(), ...RESIDENCE, certificates }));
    const fromBooking = await reply(await mei.modifyPassenger(savedAdult({ psgId, documentNumber: 'E99990000' })));
    expect(fromBooking).toMatchObject({ documentNumber: 'E99990000', residenceCity: 'Auckland', certificates });
    const sameAgain = await reply(await mei.modifyPassenger(savedAdult({ ffpAirline: 'CZ', ffpNumber: '000000000007' })));
    expect(sameAgain).toMatchObject({ psgId, ffpAirline: 'CZ', residenceCity: 'Auckland', certificates });
  });

  it("does not show another member's passenger with its certificates: it is not found", async () => {
    const mei = await member();
    const other = await member();
    const { psgId } = await reply(
      await mei.modifyPassenger({ ...savedAdult(), certificates: [{ type: 'NI', number: NI, issuer: 'CN', expiry: '2036-01-02' }] }),
    );
    const seen = await other.passengerDetail({ psgId: psgId ?? '' });
    expect(seen.status).toBe(404);
    expect(seen.text).not.toContain(NI);
    expect((await other.listPassengers()).reply.pList).toEqual([]);
    expect((await other.modifyPassenger({ ...savedAdult({ psgId }), certificates: [] })).status).toBe(404);
  });

  it("refuses a number that breaks its type's rule with the field code at that certificate", async () => {
    const mei = await member();
    const wrongCheck = `${NI.slice(0, 17)}${NI[17] === '0' ? '1' : '0'}`;
    const res = await mei.modifyPassenger({
      ...savedAdult(),
      certificates: [
        { type: 'NI', number: wrongCheck, issuer: 'CN', expiry: '2036-01-02' },
        { type: 'FI', number: NI, issuer: 'CN', expiry: '2036-01-02' },
        { type: 'RP', number: 'AB12', issuer: 'NZ', expiry: '2036-01-02' },
        { type: 'IP', number: 'A-1', issuer: 'NZ', expiry: '2036-01-02' },
        { type: 'XX', number: 'A1', issuer: 'NZ', expiry: '2036-01-02' },
        { type: 'HR', number: residentNumber('1990-03-07'), issuer: 'C1', expiry: '2020-01-01' },
      ],
    });
    expect(res.status).toBe(400);
    expect(codes(res.fields)).toEqual({
      'certificates.0.number': 'e01',
      'certificates.1.number': 'e01',
      'certificates.2.number': 'e01',
      'certificates.3.number': 'e01',
      'certificates.4.type': 'errorType',
      'certificates.5.issuer': 'e01',
      'certificates.5.expiry': 'expiration',
    });
    expect((await mei.listPassengers()).reply.pList).toEqual([]);
  });

  it("refuses a resident ID whose birth date is not the passenger's (e02), and a certificate with a field left out (e00)", async () => {
    const mei = await member();
    const res = await mei.modifyPassenger({
      ...savedAdult(),
      certificates: [
        { type: 'HR', number: residentNumber('1990-03-07'), issuer: 'CN', expiry: '2036-01-02' },
        { type: 'PF', number: 'A1', issuer: '', expiry: '2036-01-02' },
      ],
    });
    expect(codes(res.fields)).toEqual({ 'certificates.0.number': 'e02', 'certificates.1.issuer': 'e00' });
  });

  it('refuses a type the passenger has already, the first document included, with errorType', async () => {
    const mei = await member();
    const again = await mei.modifyPassenger({ ...savedAdult(), certificates: [{ type: 'P', number: 'E7654321', issuer: 'AU', expiry: '2036-01-02' }] });
    expect(codes(again.fields)).toEqual({ 'certificates.0.type': 'errorType' });
    const twice = await mei.modifyPassenger({
      ...savedAdult(),
      certificates: [
        { type: 'NI', number: NI, issuer: 'CN', expiry: '2036-01-02' },
        { type: 'ni', number: NI, issuer: 'CN', expiry: '2030-01-02' },
      ],
    });
    expect(codes(twice.fields)).toEqual({ 'certificates.1.type': 'errorType' });
  });

  it(`keeps at most ${MAX_MORE_CERTIFICATES} certificates beside the first document`, async () => {
    const mei = await member();
    const types = ['NI', 'RP', 'FI', 'IP', 'AG', 'AB', 'AC', 'AD', 'WR', 'ZG'];
    const number = (type: string) => (type === 'NI' ? NI : type === 'FI' ? FI : type === 'RP' ? 'AB12CD34EF56GH78IJ' : `${type}123456`);
    const certificates = types.map((type) => ({ type, number: number(type), issuer: 'CN', expiry: '2036-01-02' }));
    expect((await mei.modifyPassenger({ ...savedAdult(), certificates })).status).toBe(400);
    const most = await mei.modifyPassenger({ ...savedAdult(), certificates: certificates.slice(0, MAX_MORE_CERTIFICATES) });
    expect(most.status, most.text).toBe(200);
    expect(reply(most).certificates).toHaveLength(MAX_MORE_CERTIFICATES);
  });
});

describe('residence address of a saved passenger', () => {
  it('keeps a residence address and gives it back in the list and the detail, the country in capitals', async () => {
    const mei = await member();
    const { psgId } = await reply(await mei.modifyPassenger({ ...savedAdult(), ...RESIDENCE }));
    const shown = { ...RESIDENCE, residenceCountry: 'NZ' };
    expect((await mei.listPassengers()).reply.pList[0]).toMatchObject(shown);
    expect(await reply(await mei.passengerDetail({ psgId: psgId ?? '' }))).toMatchObject(shown);
  });

  it('leaves the whole address out, or keeps it without zip and state', async () => {
    const mei = await member();
    expect((await mei.modifyPassenger(savedAdult())).status).toBe(200);
    const short = await reply(
      await mei.modifyPassenger({ ...savedAdult({ firstName: 'Ana' }), residenceAddress: '1 Main Road', residenceCity: 'Sydney', residenceCountry: 'AU' }),
    );
    expect(short).toMatchObject({ residenceAddress: '1 Main Road', residenceCity: 'Sydney', residenceCountry: 'AU' });
    expect(short).not.toHaveProperty('residenceZip');
  });

  it('clears the address when the passenger comes with its certificates and without an address, as the member area form sends it', async () => {
    const mei = await member();
    const { psgId } = await reply(await mei.modifyPassenger({ ...savedAdult(), ...RESIDENCE, certificates: [] }));
    const cleared = await reply(await mei.modifyPassenger({ ...savedAdult({ psgId }), certificates: [] }));
    expect(Object.keys(cleared).filter((key) => key.startsWith('residence'))).toEqual([]);
  });

  it('asks for address, city and country once any part of the address is given', async () => {
    const mei = await member();
    const res = await mei.modifyPassenger({ ...savedAdult(), residenceZip: '1010' });
    expect(res.status).toBe(400);
    expect(codes(res.fields)).toEqual({ residenceAddress: 'e00', residenceCity: 'e00', residenceCountry: 'e00' });
  });

  it('refuses an address, city, zip, country or state outside the rules of spec 5 with e01', async () => {
    const mei = await member();
    const res = await mei.modifyPassenger({
      ...savedAdult(),
      residenceAddress: '12 Queen St, Apt 4',
      residenceCity: 'Auckland 1',
      residenceZip: '1010-AB',
      residenceCountry: 'NZL',
      residenceState: 'A'.repeat(36),
    });
    expect(codes(res.fields)).toEqual({ residenceAddress: 'e01', residenceCity: 'e01', residenceZip: 'e01', residenceCountry: 'e01', residenceState: 'e01' });
    const long = await mei.modifyPassenger({ ...savedAdult(), ...RESIDENCE, residenceAddress: 'A'.repeat(36), residenceZip: '1'.repeat(18) });
    expect(codes(long.fields)).toEqual({ residenceAddress: 'e01', residenceZip: 'e01' });
    const longest = await mei.modifyPassenger({
      ...savedAdult(),
      ...RESIDENCE,
      residenceAddress: 'A'.repeat(35),
      residenceCity: 'B'.repeat(35),
      residenceZip: '1'.repeat(17),
    });
    expect(longest.status).toBe(200);
  });
});
