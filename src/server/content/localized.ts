import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { BASES, pageHref, routePath } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';

/** A text in each of the ten languages: a missing translation is a type error, not a blank on a page. */
export type Localized = Readonly<Record<Lang, string>>;

/** The airline's own web site, the one host of every notice and app link in the content tables. */
export const AIRLINE_SITE_URL = 'https://www.csair.com';

/** A link template to a page of the airline's site under /{site}/{lang}/. */
export function airlinePage(path: string): string {
  return `${AIRLINE_SITE_URL}/{site}/{lang}/${path.replace(/^\/+|\/+$/g, '')}/`;
}

/** A link template to a storefront route; built from the route table, so a renamed route fails at start-up, not in a banner. */
export function storefrontPage(routeName: RouteName): string {
  return pageHref(BASES[0], '{site}', '{lang}', routePath(routeName));
}

/** A link template with the request's site and language in place of {site} and {lang}. */
export function fillSiteLang(template: string, site: Site, lang: Lang): string {
  return template.replaceAll('{site}', encodeURIComponent(site.code)).replaceAll('{lang}', encodeURIComponent(lang));
}
