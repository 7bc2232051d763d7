import type { PassengerType } from '../../../domain/reference/passenger-types.ts';
import { MEAL_CODES, type MealCode } from '../../content/meal-names.ts';

/** Who each special meal is for: the baby meal for infants, the child meal for children, every other one for adults and children. */
function typesOf(code: MealCode): PassengerType[] {
  if (code === 'BBML') return ['INF'];
  if (code === 'CHML') return ['CNN'];
  return ['ADT', 'CNN'];
}

export interface SpecialMeal {
  readonly code: MealCode;
  readonly types: readonly PassengerType[];
}

/** The special meals ordered in advance, free of charge, in the order the meal tips list them. */
export const SPECIAL_MEALS: readonly SpecialMeal[] = MEAL_CODES.map((code) => ({ code, types: typesOf(code) }));
