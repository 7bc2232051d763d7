import { BIRTH_DATE_CERTIFICATES, type CertificateType, certificateType } from '../reference/certificates.ts';
import { type CalendarDate, parseDate } from './dates.ts';
import { issue, pattern, type Rule } from './issue.ts';

/** Weights of ISO 7064 MOD 11-2 over the first 17 digits. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character of 17 digits. */
export function mod112CheckCharacter(digits17: string): string {
  const sum = [...digits17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i], 0);
  return CHECK_CHARACTERS[sum % 11];
}

function birthDateInside(number: string): CalendarDate | undefined {
  const digits = number.slice(6, 14);
  return parseDate(`${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`);
}

/** An 18-character resident identity number: 17 digits, a real birth date at 7 to 14, and its check character. */
function residentNumber(first?: RegExp): Rule {
  return (value) => {
    const upper = value.toUpperCase();
    if (!/^\d{17}[\dX]$/.test(upper) || (first && !first.test(upper))) return issue('e01');
    if (!birthDateInside(upper)) return issue('e01');
    return mod112CheckCharacter(upper.slice(0, 17)) === upper[17] ? undefined : issue('e01');
  };
}

/** NI and HR: the resident identity number of mainland China, with its MOD 11-2 check character (X for 10). */
export const residentIdentityNumber: Rule = residentNumber();

/**
 * FI: the foreigner's permanent residence identity number: 18 characters starting
 * with 9, its birth date at 7 to 14, and the same MOD 11-2 check character.
 */
export const foreignerPermanentResidenceNumber: Rule = residentNumber(/^9/);

/** RP: exactly 18 letters or digits. */
export const residencePermitNumber: Rule = pattern(/^[A-Za-z0-9]{18}$/);

/** Passports and every other document: letters and digits, at most 15. */
export const documentNumber: Rule = pattern(/^[A-Za-z0-9]{1,15}$/);

const RULES: Partial<Record<CertificateType, Rule>> = {
  NI: residentIdentityNumber,
  HR: residentIdentityNumber,
  FI: foreignerPermanentResidenceNumber,
  RP: residencePermitNumber,
};

/** The rule for a document number of a type (aliases such as P resolved). */
export function certificateNumber(type: string): Rule {
  const resolved = certificateType(type);
  return (resolved && RULES[resolved]) ?? documentNumber;
}

/** The holder's birth date read from an NI, HR or FI number that is valid; undefined otherwise. */
export function birthDateFromCertificate(type: string, number: string): CalendarDate | undefined {
  const resolved = certificateType(type);
  if (!resolved || !BIRTH_DATE_CERTIFICATES.includes(resolved)) return undefined;
  const upper = number.trim().toUpperCase();
  return certificateNumber(resolved)(upper) ? undefined : birthDateInside(upper);
}

/** A document type in the allowed list (all types when no list is given), else errorType. */
export function documentType(allowed: readonly string[] = []): Rule {
  return (value) => {
    const resolved = certificateType(value);
    if (!resolved) return issue('errorType');
    return allowed.length === 0 || allowed.includes(resolved) ? undefined : issue('errorType');
  };
}
