import { issue, pattern, type Rule } from './issue.ts';

/** A calling code: 1 to 5 digits, with an optional +. */
export const areaCode: Rule = pattern(/^\+?\d{1,5}$/);

/** The most digits a phone field takes after its calling code. */
export const PHONE_INPUT_MAX = 20;

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
