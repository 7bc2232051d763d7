import type { NameLayout } from '../sites.ts';

/**
 * A passenger's name as it is kept, whatever the layout it was typed in: the
 * surname (last name), the given name (first name) and, from the first/middle/last
 * layout, the middle name.
 */
export interface PassengerNames {
  readonly surname: string;
  readonly given: string;
  readonly middle?: string;
}

/** The name fields of a form of each layout. */
export const NAME_FIELDS: Readonly<Record<NameLayout, readonly string[]>> = {
  firstMiddleLast: ['firstName', 'middleName', 'lastName'],
  surnameGiven: ['surname', 'givenName'],
};

const tidy = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '');

/** The name of a form of either layout (the keys tell which), as it is kept. */
export function namesOfForm(values: Readonly<Record<string, unknown>>): PassengerNames {
  const surname = tidy(values.surname) || tidy(values.lastName);
  const given = tidy(values.givenName) || tidy(values.firstName);
  const middle = tidy(values.middleName);
  return middle ? { surname, given, middle } : { surname, given };
}

/**
 * The name fields of a layout: a name kept from the other layout is carried over,
 * the middle name joining the given name where the layout has no middle name.
 */
export function nameFieldsFor(names: PassengerNames, layout: NameLayout): Record<string, string> {
  if (layout === 'surnameGiven') return { surname: names.surname, givenName: [names.given, names.middle].filter(Boolean).join(' ') };
  return names.middle ? { firstName: names.given, middleName: names.middle, lastName: names.surname } : { firstName: names.given, lastName: names.surname };
}

/**
 * The name as a page or an e-mail shows it, in the site's layout: surname first (TANAKA Hana) on the surname/given
 * sites, else first, middle and last. Every place that shows a traveller's name goes through here.
 */
export function displayedName(names: PassengerNames, layout: NameLayout): string {
  const parts = layout === 'surnameGiven' ? [names.surname, names.given, names.middle] : [names.given, names.middle, names.surname];
  return parts.filter(Boolean).join(' ');
}

/** The name as tickets print it: SURNAME/GIVEN MIDDLE. */
export function printedName(names: PassengerNames): string {
  return `${names.surname}/${[names.given, names.middle].filter(Boolean).join(' ')}`.toUpperCase();
}

/** One person whatever the letter case, spacing or layout: the printed name and the birthday. */
export function personKey(names: PassengerNames, birthday: string): string {
  return `${printedName(names)}|${birthday}`;
}
