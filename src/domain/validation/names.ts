import { firstOf, issue, maxLength, maxSpaces, minLength, pattern, type Rule } from './issue.ts';

const LETTERS = /^[A-Za-z]+( [A-Za-z]+)*$/;
const HAN = /\p{Script=Han}/gu;

/** Family name: letters only. */
export const familyName: Rule = firstOf(pattern(/^[A-Za-z]+$/), maxLength(48));

/** Middle name: optional; one or two words of letters. */
export const middleName: Rule = firstOf(pattern(/^[A-Za-z]+( [A-Za-z]+)?$/), maxLength(26, 'midNameMax'));

/** Given name (surname/given layout): letters, up to three words, at most 28 characters. */
export const givenName: Rule = firstOf(maxLength(28, 'gNameMax'), pattern(/^[A-Za-z]+( [A-Za-z]+){0,2}$/, 'gName'));

/** First name (first/middle/last layout): up to 28, at most 2 spaces. */
export const firstName: Rule = firstOf(maxLength(28), maxSpaces(2), pattern(LETTERS));

/** Middle name (first/middle/last layout): optional, up to 26, at most 1 space. */
export const layoutMiddleName: Rule = firstOf(maxLength(26, 'midNameMax'), maxSpaces(1), pattern(LETTERS));

/** Last name (first/middle/last layout): up to 28, no spaces. */
export const lastName: Rule = firstOf(maxLength(28), pattern(/^[A-Za-z]+$/));

/** A child's first name: up to 28, at most 1 space. */
export const childFirstName: Rule = firstOf(maxLength(28), maxSpaces(1), pattern(LETTERS));

/** A child's middle name: up to 26, no spaces. */
export const childMiddleName: Rule = firstOf(maxLength(26, 'midNameMax'), pattern(/^[A-Za-z]+$/));

/** English first name: up to 28, at most 2 spaces, letters only. */
export const englishFirstName: Rule = firstOf(maxLength(28), maxSpaces(2), pattern(LETTERS));

/** English last name: up to 54, at most 1 space, letters only. */
export const englishLastName: Rule = firstOf(maxLength(54), maxSpaces(1), pattern(LETTERS));

/** The name on a membership card: letters, spaces and Chinese characters. */
export const cardName: Rule = pattern(/^[A-Za-z\p{Script=Han} ]+$/u);

/**
 * A Chinese name: 2 to 28 characters of Chinese or letters, at most 2 spaces, and
 * no more than 11 Chinese characters.
 */
export const chineseName: Rule = firstOf(pattern(/^[A-Za-z\p{Script=Han} ]+$/u), maxSpaces(2), minLength(2, 'cnNameMin'), maxLength(28), (value) =>
  (value.match(HAN)?.length ?? 0) > 11 ? issue('cnNameMax', { max: 11 }) : undefined,
);

/**
 * A contact's full name, at most 30 characters: Latin (a word and an optional
 * slash-separated part, each up to 49 letters), or up to 12 Chinese characters, or
 * up to 5 Chinese characters followed by up to 20 letters.
 */
export const contactName: Rule = firstOf(
  maxLength(30),
  pattern(/^(?:[A-Za-z]+(?: [A-Za-z]+)*(?:\/[A-Za-z]+(?: [A-Za-z]+)*)?|\p{Script=Han}{1,12}|\p{Script=Han}{1,5}[A-Za-z]{1,20})$/u),
  (value) => (value.split('/').some((part) => part.replaceAll(' ', '').length > 49) ? issue('nameMax', { max: 49 }) : undefined),
);

const COMBINED_MAX = 49;
const GIVEN_PART_MAX = 28;

/**
 * The passenger name as tickets carry it, `GIVEN/LAST` (given name with any
 * middle name): 3 to 49 characters, the given part at most 28. Too long gives
 * fullNameMax with the limit that was passed: 28 for the given part, else 48 for
 * the letters of the whole name.
 */
export function combinedName(given: string, last: string): ReturnType<Rule> {
  const givenPart = given.trim();
  const full = `${givenPart}/${last.trim()}`;
  if ([...givenPart].length > GIVEN_PART_MAX) return issue('fullNameMax', { max: GIVEN_PART_MAX });
  if ([...full].length > COMBINED_MAX) return issue('fullNameMax', { max: COMBINED_MAX - 1 });
  if ([...full].length < 3) return issue('nameMin', { min: 3 });
  return undefined;
}
