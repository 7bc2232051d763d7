import { PASSENGER_TYPES, type PassengerType } from '../reference/passenger-types.ts';
import { FAMILY_ID_PATTERN, SESSION_ID_PATTERN, SOLUTION_KEY_PATTERN } from '../shop/key-patterns.ts';
import { MAX_SEGMENTS } from '../shop/search-limits.ts';
import type { ContactForm, PassengerForm, PassengerForms } from './funnel.ts';
import type { ChosenSolution, Selection } from './funnel-selection.ts';

/*
 * The two steps the passengers page reads as it starts, checked as `SelectionSchema` (funnel-selection.ts) and
 * `PassengerFormsSchema` (funnel.ts) check them, written out without the schema library: importing the library there
 * would put all of it in the files the page loads first. Like the schemas' parse, each answer carries only the fields
 * the schema names; `tests/unit/booking/funnel-checks.test.ts` holds them to the schemas.
 */

type Fields = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const isSessionId = (value: unknown): value is string => isString(value) && SESSION_ID_PATTERN.test(value);
/** An optional entry: absent (or undefined), else of its type. */
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);

/** Each item through `check`, or undefined when one fails it (or the value is no list). */
function listOf<T>(value: unknown, check: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.map(check);
  return items.every((item): item is T => item !== undefined) ? items : undefined;
}

function chosenSolutionOf(value: unknown): ChosenSolution | undefined {
  if (!isRecord(value)) return undefined;
  const { set, sol, familyId, cabin } = value;
  if (!isInteger(set, MAX_SEGMENTS - 1) || !isString(sol) || !SOLUTION_KEY_PATTERN.test(sol)) return undefined;
  if (!isString(familyId) || !FAMILY_ID_PATTERN.test(familyId) || !isInteger(cabin, 3)) return undefined;
  return { set, sol, familyId, cabin };
}

/** The flights and fares chosen on the results page, as `SelectionSchema` reads them. */
export function selectionOf(value: unknown): Selection | undefined {
  if (!isRecord(value) || !isString(value.args) || !isSessionId(value.execution)) return undefined;
  const chosen = listOf(value.chosen, chosenSolutionOf);
  return chosen && chosen.length > 0 ? { args: value.args, execution: value.execution, chosen } : undefined;
}

const withOptional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, string>);

function passengerFormOf(value: unknown): PassengerForm | undefined {
  if (!isRecord(value) || !(PASSENGER_TYPES as readonly unknown[]).includes(value.type)) return undefined;
  const { fields, infantOf, psgId, save } = value;
  // As the schema's record, any object of text values (a list too, read by its indexes).
  if (typeof fields !== 'object' || fields === null || !Object.values(fields).every(isString)) return undefined;
  if (!isString(infantOf) || !isOptionalString(psgId) || typeof save !== 'boolean') return undefined;
  return { type: value.type as PassengerType, fields: { ...(fields as Readonly<Record<string, string>>) }, infantOf, ...withOptional('psgId', psgId), save };
}

function contactFormOf(value: unknown): ContactForm | undefined {
  if (!isRecord(value)) return undefined;
  const { contactName, areaCode, region, phone, email, cpId, save } = value;
  if (!isString(contactName) || !isString(areaCode) || !isString(region) || !isString(phone) || !isString(email)) return undefined;
  if (!isOptionalString(cpId) || typeof save !== 'boolean') return undefined;
  return { contactName, areaCode, region, phone, email, ...withOptional('cpId', cpId), save };
}

/** The passengers page's kept forms, as `PassengerFormsSchema` reads them. */
export function passengerFormsOf(value: unknown): PassengerForms | undefined {
  if (!isRecord(value) || !isSessionId(value.execution)) return undefined;
  const forms = listOf(value.forms, passengerFormOf);
  const contact = contactFormOf(value.contact);
  const agreed = listOf(value.agreed, (key) => (isString(key) ? key : undefined));
  return forms && contact && agreed ? { execution: value.execution, forms, contact, agreed } : undefined;
}
