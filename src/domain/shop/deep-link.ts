import type { FieldCode } from '../error-codes.ts';
import { validateForm } from '../validation/field-schema.ts';
import { type SearchRequest, SearchRequestSchema } from './search-request.ts';

/**
 * The campaign deep link (book/deeplink and book/flights), documented in the
 * README: readable parameters that become a booking create request.
 *
 *   ?from=AKL&to=CAN&depart=2026-12-10&return=2026-12-17&adt=2&cnn=1&inf=0&cabin=0&rc=ABC123
 *
 * Multi-city: from, to and depart hold one value per flight, comma-separated.
 */
export interface DeepLinkRequest {
  readonly tripType: 'S' | 'R' | 'M';
  readonly dep: string[];
  readonly arr: string[];
  readonly date: string[];
  readonly adt: string;
  readonly cnn: string;
  readonly inf: string;
  readonly cabin: string;
  readonly rc?: string;
}

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean);

/** Whether a query is a deep link at all (as opposed to sealed `args`). */
export function isDeepLink(query: URLSearchParams): boolean {
  return query.has('from') || query.has('to');
}

/** The create request a deep link stands for; the shared schema checks it. */
export function deepLinkRequest(query: URLSearchParams): DeepLinkRequest {
  const dep = listOf(query.get('from'));
  const arr = listOf(query.get('to'));
  const date = (query.get('depart') ?? '')
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const back = query.get('return')?.trim();
  const rc = query.get('rc')?.trim();
  const counts = { adt: query.get('adt') ?? '1', cnn: query.get('cnn') ?? '0', inf: query.get('inf') ?? '0', cabin: query.get('cabin') ?? '0' };
  if (back && dep.length === 1 && arr.length === 1) {
    return { tripType: 'R', dep: [dep[0], arr[0]], arr: [arr[0], dep[0]], date: [date[0] ?? '', back], ...counts, ...(rc ? { rc } : {}) };
  }
  return { tripType: dep.length > 1 ? 'M' : 'S', dep, arr, date, ...counts, ...(rc ? { rc } : {}) };
}

/**
 * A deep link checked with the rules of the search box (the schema the API checks
 * the request with): the request to send, or the code of its first wrong field,
 * which is what the API would answer for it.
 */
export function checkDeepLink(query: URLSearchParams): { ok: true; request: SearchRequest } | { ok: false; code: FieldCode } {
  const checked = validateForm(SearchRequestSchema, deepLinkRequest(query));
  if (checked.ok) return { ok: true, request: checked.value };
  return { ok: false, code: Object.values(checked.fields)[0]?.code ?? 'e01' };
}

/** The deep link of a request: the inverse of deepLinkRequest. */
export function deepLinkQuery(
  request: Omit<DeepLinkRequest, 'adt' | 'cnn' | 'inf'> & { adt: number | string; cnn: number | string; inf: number | string },
): URLSearchParams {
  const round = request.tripType === 'R';
  const query = new URLSearchParams({
    from: round ? request.dep[0] : request.dep.join(','),
    to: round ? request.arr[0] : request.arr.join(','),
    depart: round ? request.date[0] : request.date.join(','),
  });
  if (round) query.set('return', request.date[1]);
  query.set('adt', String(request.adt));
  query.set('cnn', String(request.cnn));
  query.set('inf', String(request.inf));
  query.set('cabin', request.cabin);
  if (request.rc) query.set('rc', request.rc);
  return query;
}
