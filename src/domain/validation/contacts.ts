import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import { issue, pattern, type Rule } from './issue.ts';

/** A calling code: 1 to 5 digits, with an optional +. */
export const areaCode: Rule = pattern(/^\+?\d{1,5}$/);

export const PHONE_INPUT_MAX = 20;

/**
 * A phone number after its calling code: for 86, 11 digits starting with 1;
 * otherwise digits only, 6 to 18 together with the calling code, and not a length
 * that the numbering plan of that code rules out.
 */
export function phone(callingCode: string): Rule {
  const code = callingCode.replace(/^\+/, '');
  return (value) => {
    if (value.length > PHONE_INPUT_MAX || !/^\d+$/.test(value)) return issue('phone');
    if (code === '86') return /^1\d{10}$/.test(value) ? undefined : issue('phone');
    const total = code.length + value.length;
    if (total < 6 || total > 18) return issue('phone');
    return impossibleLength(code, value) ? issue('phone') : undefined;
  };
}

/**
 * True only when the numbering plan metadata knows the calling code and says no
 * number of it has this length: a sure sign of a typing mistake. Whether a number
 * of a possible length is assigned changes too often to judge here.
 */
function impossibleLength(code: string, national: string): boolean {
  const verdict = validatePhoneNumberLength(`+${code}${national}`);
  return verdict === 'TOO_SHORT' || verdict === 'TOO_LONG' || verdict === 'INVALID_LENGTH';
}

const LOCAL_PART = /^[A-Za-z0-9._-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9_-]+$/;

/** Yahoo addresses are not accepted (spec 5: message e01_1). */
const YAHOO = /(^|\.)(yahoo|ymail|rocketmail)\.[a-z.]+$/i;

/**
 * An e-mail address: a local part of letters, digits, hyphen, underscore and dot
 * (at most 64), a domain of at least two such labels (each at most 63), 254 in all;
 * Yahoo domains are refused with e01_1, and the configured domains with emailPart.
 */
export function email(forbiddenDomains: readonly string[] = []): Rule {
  return (value) => {
    const parts = value.split('@');
    if (parts.length !== 2 || value.length > 254) return issue('e01');
    const [local, domain] = parts;
    if (local.length === 0 || local.length > 64 || !LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
      return issue('emailPart');
    }
    const labels = domain.split('.');
    if (labels.length < 2 || labels.some((label) => label.length === 0 || label.length > 63 || !DOMAIN_LABEL.test(label))) {
      return issue('emailPart');
    }
    const lower = domain.toLowerCase();
    if (YAHOO.test(lower)) return issue('e01_1');
    if (forbiddenDomains.some((d) => lower === d.toLowerCase() || lower.endsWith(`.${d.toLowerCase()}`))) return issue('emailPart');
    return undefined;
  };
}
