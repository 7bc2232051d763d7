import * as v from 'valibot';
import { createSearchLink } from '../../domain/api/shop.ts';
import type { Lang } from '../../domain/languages.ts';
import { checkAwardSearch } from '../../domain/mileage/award-search.ts';
import { AWARD_GUEST } from '../../domain/mileage/codes.ts';
import { activeFlights, type DateRange, type SearchForm } from '../../domain/shop/search-box.ts';
import { withCountries } from '../../domain/shop/search-box-cities.ts';
import { checkSearchForm, firstWrongField, formErrorsOf, type SearchErrors } from '../../domain/shop/search-box-request.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { storefrontApi } from '../../stores/api.ts';
import { loadCities } from '../../stores/cities.ts';
import { checkLogin } from '../../stores/user.ts';
import { resultsHref } from './results-link.ts';

/**
 * Sending the search box: loaded when the visitor first reaches the form rather
 * than with the page, because the request's schema and its error mapping are only
 * needed then (the page's JavaScript budget is 100 KB).
 */

export type SubmitOutcome =
  /** The booking session is open: go to its results page. */
  | { kind: 'go'; href: string }
  /** The form (or the API) found wrong fields; `focus` is the first in the order shown. */
  | { kind: 'invalid'; errors: SearchErrors; focus?: string }
  /** The call failed without naming a field: say the code's message. */
  | { kind: 'failed'; code: string }
  /** A newer search cancelled this one. */
  | { kind: 'aborted' };

export interface SubmitContext {
  readonly site: string;
  readonly lang: Lang;
  readonly range: DateRange;
  /** Told once the form has passed the checks and the request is on its way. */
  readonly onSending: () => void;
  /** An award search (mileage/search): members only, one way or round trip, sent with m = mileage. */
  readonly award?: boolean;
}

/** The API's failure lists wrong fields by request path (spec 8 and design 4). */
const FailureFields = v.object({ fields: v.record(v.string(), v.object({ code: v.string() })) });

/**
 * Checks the form with the schema the API uses, then seals the trip into its
 * results link (createSearchLink, spec 7).
 */
export async function submitSearch(form: SearchForm, { site, lang, range, onSending, award = false }: SubmitContext): Promise<SubmitOutcome> {
  const api = storefrontApi();
  // Awards are for members: a guest is told so (and the box opens the login dialog) before anything is checked.
  if (award && !(await checkLogin(api, { fresh: true })).loggedIn) return { kind: 'failed', code: AWARD_GUEST };
  let trip = form;
  // Typed codes carry no country; the city data (cached once loaded) tells the intl flag.
  if (activeFlights(trip).some((f) => (f.from.code && !f.from.country) || (f.to.code && !f.to.country))) {
    trip = withCountries(trip, await loadCities(api, lang).catch(() => []));
  }
  const checked = award ? checkAwardSearch(trip, range) : checkSearchForm(trip, range);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors, focus: firstWrongField(trip, checked.errors) };
  onSending();
  try {
    // An award's 401 (a login that ended meanwhile) is the box's to tell, not a reason to leave the page.
    const created = await api.call(createSearchLink, { query: { country: site, language: lang }, body: checked.request }, { inline: award });
    const href = resultsHref(created.blackUrl, location.pathname);
    return href ? { kind: 'go', href } : { kind: 'failed', code: 'internal' };
  } catch (error) {
    if (isApiError(error, 'abort')) return { kind: 'aborted' };
    const fields = isApiError(error) ? v.safeParse(FailureFields, error.data) : undefined;
    const errors = fields?.success ? formErrorsOf(trip, fields.output.fields, range) : {};
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, focus: firstWrongField(trip, errors) };
    return { kind: 'failed', code: isApiError(error) ? error.code : 'network' };
  }
}
