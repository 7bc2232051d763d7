import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import { PHONE_INPUT_MAX } from './contacts.ts';
import { issue, type Rule } from './issue.ts';

/*
 * The phone rule in a module of its own: it checks against the numbering plan's metadata (some 30 KB gzip in a
 * browser), which only the pages that take a phone number should load.
 */

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
