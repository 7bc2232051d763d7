import { describe, expect, it } from 'vitest';
import { SAVED_DATA_CODES } from '../../../src/domain/error-codes.ts';
import { LANGUAGES } from '../../../src/domain/languages.ts';
import { passengerTypeOn } from '../../../src/domain/saved-data/passenger-fields.ts';
import { nameFieldsFor, namesOfForm, personKey, printedName } from '../../../src/domain/saved-data/passenger-names.ts';
import { checkSavedPassenger } from '../../../src/domain/saved-data/saved-passenger.ts';
import { errorMessage, messagesOf } from '../../../src/lib/i18n/index.ts';

const today = { year: 2026, month: 11, day: 21 };

describe('saved passengers', () => {
  it('keep a name whatever layout it was typed in, and show it in the layout of the site asked', () => {
    const names = namesOfForm({ firstName: ' Mei  Ling ', middleName: 'Rose', lastName: 'Lin' });
    expect(names).toEqual({ surname: 'Lin', given: 'Mei Ling', middle: 'Rose' });
    expect(nameFieldsFor(names, 'surnameGiven')).toEqual({ surname: 'Lin', givenName: 'Mei Ling Rose' });
    expect(nameFieldsFor(namesOfForm({ surname: 'Tanaka', givenName: 'Yui' }), 'firstMiddleLast')).toEqual({ firstName: 'Yui', lastName: 'Tanaka' });
    expect(printedName(names)).toBe('LIN/MEI LING ROSE');
    expect(personKey({ surname: 'lin', given: 'MEI LING', middle: 'rose' }, '1988-04-12')).toBe(personKey(names, '1988-04-12'));
  });

  it('take the passenger type that the birthday fits on a day', () => {
    expect(passengerTypeOn('1988-04-12', today)).toBe('ADT');
    expect(passengerTypeOn('2019-06-01', today)).toBe('CNN');
    expect(passengerTypeOn('2026-01-01', today)).toBe('INF');
    expect(passengerTypeOn('2026-11-15', today)).toBeUndefined();
    expect(passengerTypeOn('not a date', today)).toBeUndefined();
  });

  it("are checked by the rules of the type their age fits today, in the site's layout, with a document optional", () => {
    const adult = { firstName: 'Mei', lastName: 'Lin', sex: '0', nationality: 'NZ', birthday: '1988-04-12' };
    expect(checkSavedPassenger(adult, { layout: 'firstMiddleLast', today }).ok).toBe(true);
    const child = checkSavedPassenger({ ...adult, firstName: 'Ava Mae Rose', birthday: '2019-06-01' }, { layout: 'firstMiddleLast', today });
    expect(child).toEqual({ ok: false, fields: { firstName: { code: 'e01' } } });
    expect(checkSavedPassenger(adult, { layout: 'surnameGiven', today })).toMatchObject({
      ok: false,
      fields: { surname: { code: 'e00' }, firstName: { code: 'e01' } },
    });
    expect(checkSavedPassenger({ ...adult, documentType: 'NI', documentNumber: '11010519491231002X' }, { layout: 'firstMiddleLast', today })).toMatchObject({
      ok: false,
      fields: { birthday: { code: 'e02' } },
    });
  });

  it('have a message for each limit code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of SAVED_DATA_CODES) expect(errorMessage(messagesOf(lang), code), `${lang} ${code}`).not.toContain(code);
    }
  });
});
