import { PHONE_INPUT_MAX } from './contacts.ts';
import { issue, type Rule } from './issue.ts';

/**
 * What the phone rule asks of a numbering plan: whether it knows the calling code and says no number of it has this
 * length, a sure sign of a typing mistake. Whether a number of a possible length is assigned changes too often to judge.
 */
export interface NumberingPlan {
  impossibleLength(code: string, national: string): boolean;
}

/**
 * The plan a form checks with until the numbering plan has loaded (`src/stores/numbering-plan.ts`): it rules no length
 * out. The form checks again with the real plan before it sends, and the server always does.
 */
export const LENGTHS_UNCHECKED: NumberingPlan = { impossibleLength: () => false };

/**
 * A phone number after its calling code: for 86, 11 digits starting with 1;
 * otherwise digits only, 6 to 18 together with the calling code, and not a length
 * that the numbering plan of that code rules out.
 */
export function phone(callingCode: string, plan: NumberingPlan): Rule {
  const code = callingCode.replace(/^\+/, '');
  return (value) => {
    if (value.length > PHONE_INPUT_MAX || !/^\d+$/.test(value)) return issue('phone');
    if (code === '86') return /^1\d{10}$/.test(value) ? undefined : issue('phone');
    const total = code.length + value.length;
    if (total < 6 || total > 18) return issue('phone');
    return plan.impossibleLength(code, value) ? issue('phone') : undefined;
  };
}
