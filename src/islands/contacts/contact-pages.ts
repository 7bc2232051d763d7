import { baseOf, matchRoute, routeHref, segmentsOf, stripBase } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';

/** What the form tells the list it came back from; the contact's own details stay out of the address. */
export const SAVED_OUTCOMES = ['added', 'changed'] as const;
export type SavedOutcome = (typeof SAVED_OUTCOMES)[number];
const OUTCOME_PARAM = 'saved';

/** The address of a saved-contacts page on this site and language, under the base the page was opened with. */
export function contactsHref(site: string, lang: string, name: RouteName, params?: Readonly<Record<string, string>>, search = ''): string {
  return routeHref(baseOf(location.pathname), site, lang, name, params, search);
}

/** The list, telling it what was just saved. */
export function listAfterSaving(site: string, lang: string, outcome: SavedOutcome): string {
  return contactsHref(site, lang, 'my.contacts.list', {}, `?${new URLSearchParams({ [OUTCOME_PARAM]: outcome })}`);
}

/** The cid of my/contacts/edit/{cid} as the address has it; '' on the add page. */
export function contactIdOfPage(): string {
  const rel = stripBase(location.pathname) ?? '';
  return matchRoute(segmentsOf(rel).slice(2).join('/'))?.params.cid ?? '';
}

/** What the form saved before coming here, once: the address loses it, so that a reload does not say it again. */
export function takeSavedOutcome(): SavedOutcome | null {
  const url = new URL(location.href);
  const found = url.searchParams.get(OUTCOME_PARAM);
  if (found === null) return null;
  url.searchParams.delete(OUTCOME_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return SAVED_OUTCOMES.find((outcome) => outcome === found) ?? null;
}
