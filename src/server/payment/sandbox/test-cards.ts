import type { PaymentFailure } from '../provider.ts';

/** What the sandbox does with a card number: the published test cards, and any other valid number succeeds. */
export type CardOutcome = { kind: 'success' } | { kind: 'failure'; reason: PaymentFailure } | { kind: 'challenge' };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'success' },
  '4000000000000002': { kind: 'failure', reason: 'declined' },
  '4000000000009995': { kind: 'failure', reason: 'insufficientFunds' },
  '4000000000003220': { kind: 'challenge' },
};

/** The digits of a card number as typed, with spaces or dashes. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'card';
}

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? { kind: 'success' };
}

/** MM/YY not before this month. */
export function expiryValid(text: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
