import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../src/domain/api/operation.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import { checkSpecialFare, confirmSpecialPassengerEmail, getSpecialPassengerState, registerSpecialPassenger } from '../../src/domain/api/special-passengers.ts';
import { siteFormat } from '../../src/domain/locale-format.ts';
import { PROOF_LIMITS } from '../../src/domain/special-passengers/registration.ts';
import { CONFIRM_LINK_HOURS } from '../../src/server/special-passengers/registrations.ts';
import { adult, book, nonStop, openSession, orderApp, orderRequest, type TestApp } from '../support/order-flow.ts';
import { PDF_PROOF, PNG_PROOF } from '../support/proof-files.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof orderApp>>['clock'];
beforeAll(async () => {
  ({ t, clock } = await orderApp());
}, 60_000);
afterAll(async () => {
  await t.close();
});

const card = (name = 'student-card.png', bytes: Uint8Array<ArrayBuffer> = PNG_PROOF, type = 'image/png') => new File([bytes], name, { type });

let serial = 0;
/** A student's registration form; the document number is new for each call unless given. */
function student(overrides: Partial<Omit<ReturnType<typeof studentForm>, 'country'>> = {}) {
  return { ...studentForm(), ...overrides };
}

function studentForm() {
  serial += 1;
  return {
    country: 'nz',
    language: 'en' as const,
    ticketType: 'STU' as const,
    surname: 'BELL',
    givenName: 'ANNA',
    birthday: '2004-05-06',
    nationality: 'NZ',
    documentType: 'PP' as const,
    documentNumber: `LA${String(100000 + serial)}`,
    email: `anna.bell.${serial}@example.com`,
    areaCode: '64',
    phone: '211230001',
    files: [card()],
  };
}

async function registered(form = student()): Promise<{ authCode: string; token: string; form: ReturnType<typeof student> }> {
  const reply = await t.api.ok(registerSpecialPassenger, { body: form });
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(t.mailer.last(form.email)?.text ?? '')?.[1] ?? '';
  expect(token).not.toBe('');
  return { authCode: reply.authCode, token, form };
}

async function approvedStudent(until = '2027-06-30') {
  const registration = await registered();
  await t.api.ok(confirmSpecialPassengerEmail, { body: { token: registration.token } });
  const [pending] = (await t.services.specialPassengers.pending()).filter((item) => item.authCode === registration.authCode);
  await t.services.specialPassengers.approve(pending.id, until, 'reviewer');
  return registration;
}

describe('registering for a special ticket type', () => {
  it('keeps the registration and its proof, and mails a link that confirms the address', async () => {
    const form = student({ files: [card(), card('enrolment.pdf', PDF_PROOF, 'application/pdf')] });
    const reply = await t.api.ok(registerSpecialPassenger, { body: form });
    expect(reply.sentTo).toMatch(/^a•••@example\.com$/);
    const mail = t.mailer.last(form.email);
    expect(mail?.text).toContain('/tk/nz/en/sppsg/verify/?token=');
    const state = await t.api.ok(getSpecialPassengerState, { body: { authCode: reply.authCode } });
    expect(state.registration).toMatchObject({ status: 'unconfirmed', ticketType: 'STU', name: 'BELL/ANNA', validUntil: null });
    const files = await t.db.query<{ content_type: string; size: number }>(
      'select f.content_type, f.size from special_passenger_file f join special_passenger p on p.id = f.registration_id where p.auth_code = $1 order by f.id',
      [reply.authCode],
    );
    expect(files.map((f) => f.content_type)).toEqual(['image/png', 'application/pdf']);
  });

  it('refuses a file that is not an image or a PDF, whatever its name and type say', async () => {
    const fake = new File([new TextEncoder().encode('MZ this is a program')], 'card.png', { type: 'image/png' });
    const refused = await t.api.send(registerSpecialPassenger, { body: student({ files: [fake] }) });
    expect([refused.status, refused.failure.ex, refused.fields.files?.code]).toEqual([400, 'fileType', 'fileType']);
  });

  it('refuses a file over 5 MB and more than five files, and keeps nothing of them', async () => {
    const big = new Uint8Array(PROOF_LIMITS.bytes + 1);
    big.set(PNG_PROOF);
    const tooLarge = await t.api.send(registerSpecialPassenger, { body: student({ files: [card('big.png', big)] }) });
    expect([tooLarge.status, tooLarge.fields.files?.code]).toEqual([400, 'fileSize']);
    const tooMany = await t.api.send(registerSpecialPassenger, { body: student({ files: Array.from({ length: 6 }, (_, i) => card(`card-${i}.png`)) }) });
    expect([tooMany.status, tooMany.fields.files?.code]).toEqual([400, 'fileCount']);
    const none = await t.api.send(registerSpecialPassenger, { body: student({ files: [] }) });
    expect(none.fields.files?.code).toBe('e00');
  });

  it('refuses a student older than the type allows', async () => {
    const old = await t.api.send(registerSpecialPassenger, { body: student({ birthday: '1980-01-01' }) });
    expect([old.status, old.fields.birthday?.code]).toEqual([400, 'e02']);
  });

  it('confirms the address once, within 48 hours, and then waits for review', async () => {
    const { authCode, token } = await registered();
    const confirmed = await t.api.ok(confirmSpecialPassengerEmail, { body: { token } });
    expect(confirmed.registration).toMatchObject({ authCode, status: 'pending' });
    const again = await t.api.send(confirmSpecialPassengerEmail, { body: { token } });
    expect([again.status, again.failure.ex]).toEqual([410, 'linkInvalid']);

    const late = await registered();
    clock.advance(CONFIRM_LINK_HOURS * 3_600_000 + 1000);
    expect((await t.api.send(confirmSpecialPassengerEmail, { body: { token: late.token } })).failure.ex).toBe('linkInvalid');
  });

  it('mails the traveller the approval with its end, and the state shows it', async () => {
    const { authCode, form } = await approvedStudent('2027-06-30');
    expect(t.mailer.last(form.email)?.subject).toBe('Your registration for special fares is approved');
    expect(t.mailer.last(form.email)?.text).toContain(siteFormat('en', 'nz').day('2027-06-30', 'long'));
    expect((await t.api.ok(getSpecialPassengerState, { body: { authCode } })).registration).toMatchObject({ status: 'approved', validUntil: '2027-06-30' });
  });

  it('mails the refusal with its reason, and decides a registration only once', async () => {
    const { authCode, token, form } = await registered();
    await t.api.ok(confirmSpecialPassengerEmail, { body: { token } });
    const [pending] = (await t.services.specialPassengers.pending()).filter((item) => item.authCode === authCode);
    await t.services.specialPassengers.refuse(pending.id, 'The student card has expired.', 'reviewer');
    expect(t.mailer.last(form.email)?.text).toContain('The student card has expired.');
    expect((await t.api.ok(getSpecialPassengerState, { body: { authCode } })).registration).toMatchObject({
      status: 'refused',
      reason: 'The student card has expired.',
    });
    await expect(t.services.specialPassengers.approve(pending.id, '2027-01-01', 'reviewer')).rejects.toMatchObject({ code: 'conflict' });
  });

  it('answers notFound for a code nobody holds', async () => {
    const unknown = await t.api.send(getSpecialPassengerState, { body: { authCode: 'abcdefghijklmnopqrst' } });
    expect([unknown.status, unknown.failure.ex]).toEqual([404, 'notFound']);
  });
});

describe('special fares', () => {
  const DAY = '2026-12-18';

  it('price a student 20 % below the adult fare of the same flight, taxes alike', async () => {
    const fareOf = async (ptc?: 'STU') => {
      const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [DAY], ...(ptc ? { ptc } : {}) });
      const { detail } = await nonStop(t, execution, DAY);
      const family = detail.cabins[0].families.find((f) => f.id === 'ECONOMY_FLEX');
      const price = family?.prices[0];
      if (!price) throw new Error('no ECONOMY_FLEX price');
      return { fare: price.fare.amount, taxes: price.taxes };
    };
    const adultFare = await fareOf();
    const studentFare = await fareOf('STU');
    expect(studentFare.fare).toBeLessThan(adultFare.fare);
    expect(Math.abs(studentFare.fare - adultFare.fare * 0.8)).toBeLessThanOrEqual(100);
    expect(studentFare.taxes).toEqual(adultFare.taxes);
  });

  it('book an approved student whose name and document match, and refuse anyone else', async () => {
    const { form } = await approvedStudent();
    const execution = await openSession(t, 'nz', 'en', { dep: ['CAN'], arr: ['KMG'], date: [DAY], ptc: 'STU' });
    const traveller = { surname: 'Bell', givenName: 'Anna', documentNumber: form.documentNumber };
    expect((await t.api.ok(checkSpecialFare, { body: { execution, ...traveller } })).approved).toBe(true);
    const stranger = await t.api.send(checkSpecialFare, { body: { execution, ...traveller, documentNumber: 'X9999999' } });
    expect([stranger.status, stranger.failure.ex]).toEqual([400, 'specialNotApproved']);

    const { sol } = await nonStop(t, execution, DAY);
    const choices = [{ set: 0, sol, familyId: 'ECONOMY_FLEX' }];
    const refused = await orderRequest(t, { execution, choices, passengers: [{ ...adult('ANNA', 'BELL'), documentNumber: 'X9999999' }] });
    expect([refused.status, refused.failure.ex]).toEqual([400, 'specialNotApproved']);
    const order = await book(t, { execution, choices, passengers: [{ ...adult('ANNA', 'BELL'), documentNumber: form.documentNumber }] });
    expect(order.passengers[0].name).toBe('BELL/ANNA');
  });

  it('are not offered to children, nor in business class for a student type', async () => {
    const link = (body: Partial<CallInput<typeof createSearchLink>['body']>) =>
      t.api.send(createSearchLink, {
        query: { country: 'nz', language: 'en' },
        body: { tripType: 'S', dep: ['CAN'], arr: ['KMG'], date: [DAY], adt: 1, cnn: 0, inf: 0, cabin: '0', ptc: 'STU', ...body },
      });
    expect((await link({ cnn: 1 })).fields.ptc?.code).toBe('e01');
    expect((await link({ cabin: '2' })).fields.cabin?.code).toBe('e01');
    expect((await link({ ptc: 'TEA', cabin: '2' })).status).toBe(200);
  });
});
