import type { DateRange, SearchForm } from '../shop/search-box.ts';
import { checkSearchForm, type SearchErrors } from '../shop/search-box-request.ts';
import type { SearchRequest } from '../shop/search-request.ts';

/**
 * The search box of mileage/search in award mode: the cash search box's checks
 * (the one schema the API uses, the site's date range), then the award's own rule
 * (spec 3's m = mileage: one way or a round trip, never multi-city), and the request
 * sent as an award search.
 */
export function checkAwardSearch(form: SearchForm, range: DateRange): { ok: true; request: SearchRequest } | { ok: false; errors: SearchErrors } {
  if (form.tripType === 'M') return { ok: false, errors: { tripType: { key: 'e01' } } };
  const checked = checkSearchForm(form, range);
  return checked.ok ? { ok: true, request: { ...checked.request, m: 'mileage' } } : checked;
}
