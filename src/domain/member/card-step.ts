import type * as v from 'valibot';
import type { LoginCardSchema } from './auth-schemas.ts';

export type LoginCard = v.InferOutput<typeof LoginCardSchema>;

/**
 * Where the login box is (spec 4): the login form, the list of cards to choose
 * from, or the chosen card waiting for its holder's name.
 */
export type LoginStep =
  | { readonly kind: 'form' }
  | { readonly kind: 'cards'; readonly cards: readonly LoginCard[]; readonly chosen: number | null }
  | { readonly kind: 'cardName'; readonly cards: readonly LoginCard[]; readonly chosen: number };

export type LoginStepEvent =
  | { readonly type: 'cardsOffered'; readonly cards: readonly LoginCard[] }
  | { readonly type: 'choose'; readonly idx: number }
  | { readonly type: 'next' }
  | { readonly type: 'back' };

export const LOGIN_FORM: LoginStep = { kind: 'form' };

/** The card flow: a disabled card cannot be chosen; Next needs a choice; Back goes one step back. */
export function nextLoginStep(step: LoginStep, event: LoginStepEvent): LoginStep {
  switch (event.type) {
    case 'cardsOffered':
      return { kind: 'cards', cards: event.cards, chosen: null };
    case 'choose': {
      if (step.kind !== 'cards') return step;
      const card = step.cards.find((c) => c.idx === event.idx);
      return card && !card.ex ? { ...step, chosen: card.idx } : step;
    }
    case 'next':
      return step.kind === 'cards' && step.chosen !== null ? { kind: 'cardName', cards: step.cards, chosen: step.chosen } : step;
    case 'back':
      if (step.kind === 'cardName') return { kind: 'cards', cards: step.cards, chosen: step.chosen };
      return LOGIN_FORM;
  }
}
