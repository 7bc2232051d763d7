/* What the phone rule (phone.ts) asks of a numbering plan, apart so that a page may hold a plan before it loads the rule. */

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
