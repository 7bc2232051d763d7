import type { FieldIssue } from '../validation/issue.ts';

/**
 * The limits of a flight search, apart from the request's schema so that the
 * search box can apply them as the visitor types without loading valibot's schema
 * (the schema itself, in search-request.ts, is loaded when the form is sent).
 */

/** Spec: at most 9 seats a booking. */
export const MAX_SEATS = 9;
/** Multi-city trips have at most this many flights to search. */
export const MAX_SEGMENTS = 5;

/** Passenger mix rules: at least one adult, at most 9 seats, no more infants than adults. */
export function passengerMixIssue(adt: number, cnn: number, inf: number): { key: 'adt' | 'cnn' | 'inf'; found: FieldIssue } | undefined {
  if (adt < 1) return { key: 'adt', found: { code: 'e04', params: { min: 1 } } };
  if (adt + cnn > MAX_SEATS) return { key: 'cnn', found: { code: 'e04', params: { max: MAX_SEATS } } };
  if (inf > adt) return { key: 'inf', found: { code: 'e04', params: { max: adt } } };
  return undefined;
}
