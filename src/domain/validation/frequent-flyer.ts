import { FFP_AIRLINES, HOME_AIRLINE } from '../reference/airlines.ts';
import { issue, pattern, type Rule } from './issue.ts';

/** The home airline's card: 12 digits; the first is the sum of the other eleven modulo 7. */
export const homeAirlineNumber: Rule = (value) => {
  if (!/^\d{12}$/.test(value)) return issue('e01');
  const sum = [...value.slice(1)].reduce((total, digit) => total + Number(digit), 0);
  return Number(value[0]) === sum % 7 ? undefined : issue('e01');
};

const digits = (count: string) => pattern(new RegExp(`^\\d{${count}}$`));
const mixedAlphanumeric = (length: number): Rule => pattern(new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]{${length}}$`));

/** Korean Air: 12 digits, or 9 to 10 characters of exactly two letters and at most eight digits. */
const koreanAir: Rule = pattern(/^(?:\d{12}|(?=[A-Za-z0-9]{9,10}$)(?=(?:\d*[A-Za-z]){2}\d*$)[A-Za-z0-9]+)$/);

const RULES: Record<string, Rule | undefined> = {
  [HOME_AIRLINE]: homeAirlineNumber,
  MF: digits('10'),
  '3U': digits('9'),
  AA: mixedAlphanumeric(7),
  VN: pattern(/^(?:\d{8}|\d{10})$/),
  KE: koreanAir,
  CI: mixedAlphanumeric(9),
  ME: digits('12'),
  SV: digits('8'),
  DL: digits('10'),
  BA: digits('8'),
  AF: digits('10'),
  KL: digits('10'),
  SU: digits('4,10'),
  OK: digits('8'),
  AZ: digits('3,10'),
  UX: digits('10'),
  QR: digits('9'),
  // OQ and EU numbers are not checked.
  OQ: undefined,
  EU: undefined,
};

/** An airline code that has a frequent-flyer programme here, else errorCode. */
export function airlineCode(supported: readonly string[] = FFP_AIRLINES): Rule {
  return (value) => (supported.includes(value.toUpperCase()) ? undefined : issue('errorCode'));
}

/** The rule for a frequent-flyer number of an airline; an airline without a programme here is errorCode. */
export function frequentFlyerNumber(airline: string): Rule {
  const code = airline.toUpperCase();
  if (!(FFP_AIRLINES as readonly string[]).includes(code)) return () => issue('errorCode');
  return RULES[code] ?? (() => undefined);
}
