import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { NumberingPlan } from '../domain/validation/phone.ts';
import { $numberingPlan, loadNumberingPlan } from '../stores/numbering-plan.ts';

/**
 * The plan for a form that takes a phone: it starts loading as the form is shown (or once `wanted`, where the phone is
 * optional), and the form checks again once it has.
 */
export function useNumberingPlan(wanted = true): NumberingPlan {
  useEffect(() => {
    if (wanted) void loadNumberingPlan();
  }, [wanted]);
  return useStore($numberingPlan);
}
