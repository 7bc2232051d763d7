import { atom } from 'nanostores';
import { LENGTHS_UNCHECKED, type NumberingPlan } from '../domain/validation/numbering-plan-shape.ts';

/** The numbering plan a page's phone fields are checked with: lengths unchecked until the plan has loaded. */
export const $numberingPlan = atom<NumberingPlan>(LENGTHS_UNCHECKED);

let loading: Promise<NumberingPlan> | undefined;

/**
 * Loads the numbering plan once. When it cannot be had (the network is gone), the form goes on with lengths unchecked
 * and the server, which always checks them, answers for a wrong one; a later call tries again.
 */
export function loadNumberingPlan(): Promise<NumberingPlan> {
  loading ??= import('../domain/validation/numbering-plan.ts').then(
    ({ numberingPlan }) => {
      $numberingPlan.set(numberingPlan);
      return numberingPlan;
    },
    () => {
      loading = undefined;
      return LENGTHS_UNCHECKED;
    },
  );
  return loading;
}
