import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ContactForm, PassengerForm } from '../../../src/domain/booking/funnel.ts';
import { PassengersHandoffSchema } from '../../../src/domain/booking/funnel-extras.ts';
import { OrderCreateBodySchema } from '../../../src/domain/booking/order-create.ts';
import type { TripPassengerRules } from '../../../src/domain/booking/trip-passengers.ts';
import type { SavedPassenger } from '../../../src/domain/saved-data/saved-passenger.ts';
import { numberingPlan } from '../../../src/domain/validation/numbering-plan.ts';
import { orderContact } from '../../../src/islands/passengers/contact-form.ts';
import { checkContactForm, checkPassengerForms } from '../../../src/islands/passengers/form-checks.ts';
import { blankForms, fillFromSaved, formsFit, orderPassengers, savedFitting, savedPassengerBody } from '../../../src/islands/passengers/passenger-forms.ts';

const trip: TripPassengerRules = {
  layout: 'firstMiddleLast',
  today: { year: 2026, month: 11, day: 21 },
  firstDeparture: { year: 2026, month: 12, day: 18 },
  lastDeparture: { year: 2026, month: 12, day: 28 },
  international: true,
};

const adultFields = {
  firstName: 'Mei',
  lastName: 'Lin',
  sex: '0',
  nationality: 'NZ',
  birthday: '1988-04-12',
  documentType: 'PP',
  documentNumber: 'E1234567',
  documentIssuer: 'NZ',
  documentExpiry: '2031-01-01',
};
const childFields = { ...adultFields, firstName: 'Ava', birthday: '2019-06-01', documentNumber: 'E7654321' };
const infantFields = { ...adultFields, firstName: 'Leo', birthday: '2026-03-01', documentNumber: 'E1112222' };

function filled(): PassengerForm[] {
  const [adult, child, infant] = blankForms({ adt: 1, cnn: 1, inf: 1 }, { nationality: 'NZ', documentIssuer: 'NZ' }, true);
  return [
    { ...adult, fields: { ...adult.fields, ...adultFields } },
    { ...child, fields: { ...child.fields, ...childFields } },
    { ...infant, fields: { ...infant.fields, ...infantFields } },
  ];
}

const contact: ContactForm = { contactName: 'Mei Lin', areaCode: '64', region: 'NZ', phone: '211234567', email: 'mei@example.com', save: false };

describe('the passenger forms of the passengers page', () => {
  it('start with a form per traveller, adults first, site defaults filled in, a passport on international trips and each infant on its own adult', () => {
    const forms = blankForms({ adt: 2, cnn: 1, inf: 2 }, { nationality: 'JP', documentIssuer: 'JP' }, true);
    expect(forms.map((f) => [f.type, f.infantOf])).toEqual([
      ['ADT', ''],
      ['ADT', ''],
      ['CNN', ''],
      ['INF', '0'],
      ['INF', '1'],
    ]);
    expect(forms[0].fields).toEqual({ nationality: 'JP', documentIssuer: 'JP', documentType: 'PP' });
    expect(blankForms({ adt: 1, cnn: 0, inf: 0 }, { nationality: 'CN', documentIssuer: 'CN' }, false)[0].fields).toEqual({
      nationality: 'CN',
      documentIssuer: 'CN',
    });
    expect(formsFit(forms, { adt: 2, cnn: 1, inf: 2 })).toBe(true);
    expect(formsFit(forms, { adt: 2, cnn: 2, inf: 1 })).toBe(false);
  });

  it('pass the rules of each passenger type for the trip, and name each wrong field by passenger and field', () => {
    expect(checkPassengerForms(filled(), trip)).toEqual({});
    const forms = filled();
    const wrong = [
      { ...forms[0], fields: { ...forms[0].fields, lastName: 'L1n', documentType: 'NI' } },
      { ...forms[1], fields: { ...forms[1].fields, birthday: '1990-01-01' } },
      { ...forms[2], fields: { ...forms[2].fields, documentExpiry: '2026-12-20' } },
    ];
    expect(checkPassengerForms(wrong, trip)).toEqual({
      '0.lastName': { code: 'e01' },
      '0.documentType': { code: 'errorType' },
      '1.birthday': { code: 'e02' },
      '2.documentExpiry': { code: 'expiration' },
    });
  });

  it('ask for a document only on international trips', () => {
    const forms = filled().map((f) => ({ ...f, fields: { ...f.fields, documentType: '', documentNumber: '', documentExpiry: '' } }));
    expect(Object.keys(checkPassengerForms(forms, trip))).toEqual([
      '0.documentType',
      '0.documentNumber',
      '0.documentExpiry',
      '1.documentType',
      '1.documentNumber',
      '1.documentExpiry',
      '2.documentType',
      '2.documentNumber',
      '2.documentExpiry',
    ]);
    expect(checkPassengerForms(forms, { ...trip, international: false })).toEqual({});
  });

  it('seat each infant on the lap of an adult of its own', () => {
    const [adult, child, infant] = filled();
    const second = { ...infant, fields: { ...infant.fields, firstName: 'Mia' } };
    expect(checkPassengerForms([adult, child, infant, second], trip)).toEqual({ '3.infantOf': { code: 'e01' } });
    expect(checkPassengerForms([adult, child, { ...infant, infantOf: '' }], trip)).toEqual({ '2.infantOf': { code: 'e00' } });
    expect(checkPassengerForms([adult, child, { ...infant, infantOf: '1' }], trip)).toEqual({ '2.infantOf': { code: 'e01' } });
  });

  it('check the contact with the shared contact rules', () => {
    expect(checkContactForm(contact, numberingPlan)).toEqual({});
    expect(checkContactForm({ ...contact, phone: '1', email: 'mei@' }, numberingPlan)).toEqual({
      'contact.email': { code: 'emailPart' },
      'contact.phone': { code: 'phone' },
    });
  });

  it("hand the passengers and the contact on exactly as the order call takes them, without the other layout's fields or empty ones", () => {
    const forms = filled().map((f, i) => (i === 0 ? { ...f, fields: { ...f.fields, middleName: ' ', surname: 'stale', ffpAirline: '' } } : f));
    const passengers = orderPassengers(forms, 'firstMiddleLast');
    expect(passengers[0]).toEqual({ type: 'ADT', ...adultFields });
    expect(passengers[2]).toEqual({ type: 'INF', infantOf: 0, ...infantFields });
    const handoff = { execution: 'exec-12345678', passengers, contact: orderContact({ ...contact, contactName: ' Mei Lin ' }) };
    expect(v.safeParse(PassengersHandoffSchema, handoff).success).toBe(true);
    const body = {
      session: 'exec-12345678',
      choices: [{ set: 0, sol: '1.1', familyId: 'ECONOMY_FLEX' }],
      passengers: handoff.passengers,
      contact: handoff.contact,
    };
    expect(v.parse(OrderCreateBodySchema, body).contact).toEqual({ contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei@example.com' });
  });

  it("fill a form from a saved passenger in the site's layout, keeping the trip's document type when the saved one has none", () => {
    const saved: SavedPassenger = {
      psgId: 'a'.repeat(32),
      pastId: null,
      name: 'TANAKA/YUI',
      surname: 'Tanaka',
      givenName: 'Yui',
      sex: '0',
      nationality: 'JP',
      birthday: '1990-01-05',
    };
    const [blank] = blankForms({ adt: 1, cnn: 0, inf: 0 }, { nationality: 'JP', documentIssuer: 'JP' }, true);
    const form = fillFromSaved({ ...blank, fields: { ...blank.fields, documentNumber: 'OLD123', ffpNumber: '123' } }, saved, 'surnameGiven');
    expect(form.fields).toEqual({
      surname: 'Tanaka',
      givenName: 'Yui',
      sex: '0',
      nationality: 'JP',
      birthday: '1990-01-05',
      documentType: 'PP',
      documentNumber: '',
      documentIssuer: 'JP',
      documentExpiry: '',
      ffpAirline: '',
      ffpNumber: '',
    });
    expect(form.psgId).toBe('a'.repeat(32));
    expect(savedPassengerBody({ ...form, save: true }, 'surnameGiven')).toEqual({
      psgId: 'a'.repeat(32),
      surname: 'Tanaka',
      givenName: 'Yui',
      sex: '0',
      nationality: 'JP',
      birthday: '1990-01-05',
      documentType: 'PP',
      documentIssuer: 'JP',
    });
    expect(fillFromSaved(form, { ...saved, psgId: null, pastId: 'C1234567890123456-0' }, 'surnameGiven').psgId).toBeUndefined();
  });

  it('offer a form only the saved passengers whose age fits its type on the day of the first flight', () => {
    const person = (name: string, birthday: string): SavedPassenger => ({
      psgId: name.toLowerCase().padEnd(32, '0'),
      pastId: null,
      name,
      sex: '0',
      nationality: 'NZ',
      birthday,
    });
    const saved = [person('ADULT', '1988-04-12'), person('CHILD', '2019-06-01'), person('TURNS', '2014-12-18'), person('BABY', '2026-03-01')];
    expect(savedFitting(saved, 'ADT', trip.firstDeparture).map((p) => p.name)).toEqual(['ADULT', 'TURNS']);
    expect(savedFitting(saved, 'CNN', trip.firstDeparture).map((p) => p.name)).toEqual(['CHILD']);
    expect(savedFitting(saved, 'INF', trip.firstDeparture).map((p) => p.name)).toEqual(['BABY']);
  });
});
