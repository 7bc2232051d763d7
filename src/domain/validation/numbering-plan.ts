import { validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { NumberingPlan } from './phone.ts';

/**
 * The numbering plans of every calling code (libphonenumber's metadata): the server checks every phone with it, and a
 * page that takes a phone loads it on its own as the form is shown (`src/stores/numbering-plan.ts`), some 29 KB
 * gzip that the page's first paint does not wait for.
 */
export const numberingPlan: NumberingPlan = {
  impossibleLength(code, national) {
    const verdict = validatePhoneNumberLength(`+${code}${national}`);
    return verdict === 'TOO_SHORT' || verdict === 'TOO_LONG' || verdict === 'INVALID_LENGTH';
  },
};
