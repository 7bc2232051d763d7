import { PHONE_INPUT_MAX } from './contacts.ts';
import { issue, type Rule } from './issue.ts';
import type { NumberingPlan } from './numbering-plan-shape.ts';

export { LENGTHS_UNCHECKED, type NumberingPlan } from './numbering-plan-shape.ts';

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
