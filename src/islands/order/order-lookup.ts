import { matchRoute, segmentsOf, stripBase } from '../../lib/routing/paths.ts';
import type { Lookup } from './order-calls.ts';

/** Where the find and pnr pages leave the lookup data of an order for its detail page: this tab only, never the URL. */
const LOOKUP_KEY = 'order:lookup';

export function keepLookup(lookup: Lookup): void {
  try {
    sessionStorage.setItem(LOOKUP_KEY, JSON.stringify(lookup));
  } catch {
    // Without storage the detail page asks for the lookup data again.
  }
}

/** The lookup data kept for this order number, if any. */
export function keptLookup(orderNo: string): Lookup {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LOOKUP_KEY) ?? 'null') as Lookup | null;
    if (kept && kept.orderNo === orderNo) return { orderNo, ...(kept.surname ? { surname: kept.surname } : {}), ...(kept.email ? { email: kept.email } : {}) };
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return { orderNo };
}

/** The parameters of the page's route ({oId}, {type}, {execution}), read from the address. */
export function routeParams(): Readonly<Record<string, string>> {
  const rel = stripBase(location.pathname) ?? '';
  return matchRoute(segmentsOf(rel).slice(2).join('/'))?.params ?? {};
}
