import { boolean, listOf, matching, objectOf, oneOf, recordOf, type Shape, text, wholeUpTo } from '../plain-shapes.ts';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { FAMILY_ID_PATTERN, SESSION_ID_PATTERN, SOLUTION_KEY_PATTERN } from '../shop/key-patterns.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import type { PassengerForms } from './funnel.ts';
import type { Selection } from './funnel-selection.ts';

/*
 * The two steps the passengers page reads as it starts, checked as `SelectionSchema` (funnel-selection.ts) and
 * `PassengerFormsSchema` (funnel.ts) check them, written out on the shapes of plain-shapes.ts, without the schema
 * library: importing the library there would put all of it in the files the page loads first. Like the schemas'
 * parse, each answer carries only the fields the schema names; `tests/unit/booking/funnel-checks.test.ts` holds them to
 * the schemas.
 */

const sessionId = matching(SESSION_ID_PATTERN);

const chosenSolution = objectOf({
  set: wholeUpTo(MAX_SEGMENTS - 1),
  sol: matching(SOLUTION_KEY_PATTERN),
  familyId: matching(FAMILY_ID_PATTERN),
  cabin: wholeUpTo(3),
});

const selection = objectOf({ args: text, execution: sessionId, chosen: listOf(chosenSolution) });

/** The flights and fares chosen on the results page, as `SelectionSchema` reads them: one slice at least. */
export const selectionOf: Shape<Selection> = (value) => {
  const read = selection(value);
  return read && read.chosen.length > 0 ? read : undefined;
};

// As the schema's record, any object of text values (a list too, read by its indexes).
const passengerForm = objectOf({ type: oneOf(PASSENGER_TYPES), fields: recordOf(text, text), infantOf: text, save: boolean }, { psgId: text });

const contactForm = objectOf({ contactName: text, areaCode: text, region: text, phone: text, email: text, save: boolean }, { cpId: text });

/** The passengers page's kept forms, as `PassengerFormsSchema` reads them. */
export const passengerFormsOf: Shape<PassengerForms> = objectOf({
  execution: sessionId,
  forms: listOf(passengerForm),
  contact: contactForm,
  agreed: listOf(text),
});
