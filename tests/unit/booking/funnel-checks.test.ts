import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PassengerFormsSchema } from '../../../src/domain/booking/funnel.ts';
import { passengerFormsOf, selectionOf } from '../../../src/domain/booking/funnel-checks.ts';
import { SelectionSchema } from '../../../src/domain/booking/funnel-selection.ts';

/** What the schema reads of a value: its output, or undefined when it fails. */
const parsed = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
};

const selection = {
  args: 'sealed-search',
  execution: 'exec-12345678',
  chosen: [
    { set: 0, sol: '12.3', cabin: 0, familyId: 'ECONOMY_FLEX' },
    { set: 1, sol: '4.1-5.2', cabin: 3, familyId: 'FIRST' },
  ],
};

const forms = {
  execution: 'exec-12345678',
  forms: [
    { type: 'ADT', fields: { surname: 'LEE', givenName: 'ANN' }, infantOf: '', psgId: 'P1', save: true },
    { type: 'INF', fields: {}, infantOf: '0', save: false },
  ],
  contact: { contactName: 'Ann Lee', areaCode: '64', region: 'NZ', phone: '211234567', email: 'ann@example.com', save: false },
  agreed: ['PKX', 'GDPR'],
};

const withChosen = (change: Record<string, unknown>) => ({ ...selection, chosen: [{ ...selection.chosen[0], ...change }] });
const withForm = (change: Record<string, unknown>) => ({ ...forms, forms: [{ ...forms.forms[0], ...change }] });
const withContact = (change: Record<string, unknown>) => ({ ...forms, contact: { ...forms.contact, ...change } });

const selections: Record<string, unknown> = {
  'a selection of two slices': selection,
  'one with fields the schema does not name': { ...selection, extra: 1, chosen: [{ ...selection.chosen[0], note: 'x' }] },
  'one of no slice': { ...selection, chosen: [] },
  'one of a short session id': { ...selection, execution: 'short' },
  'one of a session id with a slash': { ...selection, execution: 'exec/12345678' },
  'one without its sealed link': { execution: selection.execution, chosen: selection.chosen },
  'a slice of set 5': withChosen({ set: 5 }),
  'a slice of set 1.5': withChosen({ set: 1.5 }),
  'a slice of set "0"': withChosen({ set: '0' }),
  'a slice of cabin 4': withChosen({ cabin: 4 }),
  'a slice of cabin -1': withChosen({ cabin: -1 }),
  'a slice of a solution key in another shape': withChosen({ sol: '12' }),
  'a slice of a family id in lower case': withChosen({ familyId: 'economy' }),
  'a slice that is no object': { ...selection, chosen: ['12.3'] },
  'a list': [selection],
  null: null,
  text: 'selection',
};

const passengerForms: Record<string, unknown> = {
  'forms of an adult and an infant': forms,
  'forms with fields the schema does not name': { ...forms, extra: true, contact: { ...forms.contact, note: 'x' } },
  'forms of no traveller': { ...forms, forms: [] },
  'a contact from a saved one': withContact({ cpId: 'C9' }),
  'a contact of a numeric saved id': withContact({ cpId: 9 }),
  'a contact without its save choice': withContact({ save: undefined }),
  'a contact of a numeric phone': withContact({ phone: 211234567 }),
  'a traveller of another type': withForm({ type: 'SRC' }),
  'a traveller of a numeric field': withForm({ fields: { surname: 'LEE', birthday: 19800101 } }),
  'a traveller whose fields are a list': withForm({ fields: ['LEE'] }),
  'a traveller of a numeric adult place': withForm({ infantOf: 0 }),
  'a traveller of a numeric saved id': withForm({ psgId: 1 }),
  'a traveller whose save choice is text': withForm({ save: 'yes' }),
  'notices ticked by number': { ...forms, agreed: [1] },
  'forms of another session id shape': { ...forms, execution: '' },
  'forms without a contact': { execution: forms.execution, forms: forms.forms, agreed: [] },
  null: null,
};

describe('the checks the passengers page reads its steps with', () => {
  it.each(Object.entries(selections))('read %s as SelectionSchema does', (_, value) => {
    expect(selectionOf(value)).toEqual(parsed(SelectionSchema, value));
  });

  it.each(Object.entries(passengerForms))('read %s as PassengerFormsSchema does', (_, value) => {
    expect(passengerFormsOf(value)).toEqual(parsed(PassengerFormsSchema, value));
  });

  it('accept what the schemas accept and refuse the rest, over these samples', () => {
    expect(selectionOf(selection)).toEqual(selection);
    expect(selectionOf(withChosen({ cabin: 4 }))).toBeUndefined();
    expect(passengerFormsOf(forms)).toEqual(forms);
    expect(passengerFormsOf(withForm({ type: 'SRC' }))).toBeUndefined();
  });
});
