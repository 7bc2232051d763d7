import { describe, expect, it } from 'vitest';
import { LENGTHS_UNCHECKED } from '../../../src/domain/validation/phone.ts';
import { $numberingPlan, loadNumberingPlan } from '../../../src/stores/numbering-plan.ts';

describe("a page's numbering plan", () => {
  it('rules no length out until the plan has loaded, then checks with it, loading it once for every form of the page', async () => {
    expect($numberingPlan.get()).toBe(LENGTHS_UNCHECKED);
    const pending = loadNumberingPlan();
    expect(loadNumberingPlan()).toBe(pending);
    const plan = await pending;
    expect(plan.impossibleLength('64', '2112')).toBe(true);
    expect(plan.impossibleLength('64', '211234567')).toBe(false);
    expect($numberingPlan.get()).toBe(plan);
    expect(await loadNumberingPlan()).toBe(plan);
  });
});
