import { type ExternalPage, fillLinkTemplate, linkTemplate } from '../../domain/external-links.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Site } from '../../domain/sites.ts';
import { BASES, pageHref, routeHref, routePath } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';

/** A text in each of the ten languages: a missing translation is a type error, not a blank on a page. */
export type Localized = Readonly<Record<Lang, string>>;

/**
 * Where a link of a content table leads: one of the configured external pages (EXTERNAL_LINKS, or the site's own
 * `links`), or a route of the storefront. A table names no address of its own, so every host it can lead to is
 * one the configuration chose.
 */
export type ContentLink = { readonly external: ExternalPage } | { readonly route: RouteName };

/** A link to a configured external page. */
export function externalPage(page: ExternalPage): ContentLink {
  return { external: page };
}

/** A link to a storefront route; built from the route table, so a renamed route fails at start-up, not in a banner. */
export function storefrontPage(route: RouteName): ContentLink {
  return { route };
}

/** The link's template on a site, with {site} and {lang} still in it. */
export function contentLinkTemplate(link: ContentLink, site: Site): string {
  return 'external' in link ? linkTemplate(link.external, site) : pageHref(BASES[0], '{site}', '{lang}', routePath(link.route));
}

/** The link's address in a site and language. */
export function contentHref(link: ContentLink, site: Site, lang: Lang): string {
  return 'external' in link ? fillLinkTemplate(linkTemplate(link.external, site), site.code, lang) : routeHref(BASES[0], site.code, lang, link.route);
}
