import type { MealIllustration } from '../../domain/content/meals.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Localized } from './localized.ts';
import { MEAL_CODES, MEAL_NAMES } from './meal-names.ts';
import { MEAL_MESSAGE, MEAL_TIPS } from './meal-tips.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** The stored meal texts: `message` and each `tip` are markup as stored, `name` plain text. */
export interface MealTable {
  readonly message: Localized;
  readonly meals: readonly { readonly code: string; readonly name: Localized; readonly tip: Localized }[];
}

export const MEAL_TABLE: MealTable = {
  message: MEAL_MESSAGE,
  meals: MEAL_CODES.map((code) => ({ code, name: MEAL_NAMES[code], tip: MEAL_TIPS[code] })),
};

/**
 * The meal tip messages of spec 3 in a language, markup sanitised: the meals
 * asked for (codes the table lacks are left out), or all of them when no list is given.
 */
export function mealIllustration(lang: Lang, codes: readonly string[] | undefined, table: MealTable = MEAL_TABLE): MealIllustration {
  const wanted = codes === undefined ? undefined : new Set(codes);
  return {
    msg: sanitizeHtml(table.message[lang]),
    data: table.meals
      .filter((meal) => wanted === undefined || wanted.has(meal.code))
      .map((meal) => ({ code: meal.code, name: meal.name[lang], tip: sanitizeHtml(meal.tip[lang]) })),
  };
}
