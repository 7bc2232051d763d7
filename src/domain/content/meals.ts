import * as v from 'valibot';

/** A bound on one request's work; the meal table is far shorter, and an absent list asks for every meal. */
export const MAX_MEAL_CODES = 30;

/** POST /api/shop/{site}/{lang}/meal/illustrate: the IATA special-meal codes to explain (VGML, CHML…); without a list, every meal. */
export const MealIllustrateBodySchema = v.object({
  codes: v.optional(v.pipe(v.array(v.pipe(v.string('e01'), v.toUpperCase(), v.regex(/^[A-Z]{4}$/, 'e01')), 'e01'), v.maxLength(MAX_MEAL_CODES, 'e04'))),
});

/** Meal tip messages of spec 3: `msg` and each `tip` are HTML fragments already sanitised; `name` is plain text. */
export const MealIllustrationSchema = v.object({
  msg: v.string(),
  data: v.array(v.object({ code: v.string(), name: v.string(), tip: v.string() })),
});

export type MealIllustration = v.InferOutput<typeof MealIllustrationSchema>;
