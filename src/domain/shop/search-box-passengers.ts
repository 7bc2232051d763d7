import { MAX_SEATS, passengerMixIssue } from './search-limits.ts';

/**
 * The passenger steppers of the search box. A step is allowed exactly when the mix
 * it leads to passes the rule the API applies (`passengerMixIssue`), so the box
 * and the server can never disagree about what may be booked.
 */

export type PassengerKind = 'adt' | 'cnn' | 'inf';
export const PASSENGER_KINDS: readonly PassengerKind[] = ['adt', 'cnn', 'inf'];

export interface PassengerCounts {
  readonly adt: number;
  readonly cnn: number;
  readonly inf: number;
}

/**
 * Why a step is refused, said to the visitor: at least one adult (children and
 * infants travel with one), at most 9 seats, no more infants than adults. A count
 * that would drop below zero needs no explanation.
 */
export type PassengerRule = 'minAdult' | 'maxSeats' | 'infants' | 'zero';

const RULE_OF_FIELD: Readonly<Record<PassengerKind, PassengerRule>> = { adt: 'minAdult', cnn: 'maxSeats', inf: 'infants' };

/** The rule a mix breaks, if any. */
export function brokenRule(counts: PassengerCounts): PassengerRule | undefined {
  const found = passengerMixIssue(counts.adt, counts.cnn, counts.inf);
  return found ? RULE_OF_FIELD[found.key] : undefined;
}

/** Whether one more (+1) or one fewer (-1) of a kind is allowed, and if not, by which rule. */
export function stepCheck(counts: PassengerCounts, kind: PassengerKind, delta: 1 | -1): { allowed: true } | { allowed: false; rule: PassengerRule } {
  const next = { ...counts, [kind]: counts[kind] + delta };
  if (next[kind] < 0) return { allowed: false, rule: 'zero' };
  const rule = brokenRule(next);
  return rule ? { allowed: false, rule } : { allowed: true };
}

/** The counts after a step, unchanged when the step is not allowed. */
export function stepPassengers<T extends PassengerCounts>(counts: T, kind: PassengerKind, delta: 1 | -1): T {
  return stepCheck(counts, kind, delta).allowed ? { ...counts, [kind]: counts[kind] + delta } : counts;
}

/** A mix read back from storage, made valid: whole numbers, an adult, at most 9 seats, no more infants than adults. */
export function normalisePassengers(counts: PassengerCounts): PassengerCounts {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
  const adt = Math.min(MAX_SEATS, Math.max(1, whole(counts.adt)));
  const cnn = Math.min(MAX_SEATS - adt, whole(counts.cnn));
  const inf = Math.min(adt, whole(counts.inf));
  return { adt, cnn, inf };
}
