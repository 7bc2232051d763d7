import type { Lang } from '../../domain/languages.ts';
import { routeHref } from '../../lib/routing/paths.ts';

/** Links to storefront pages for e-mails: the configured public origin, never the Host header of a request. */
export interface PageLinks {
  to(site: string, lang: Lang, routeName: string, query: Readonly<Record<string, string>>): string;
}

export function pageLinks(origin: string): PageLinks {
  return {
    to: (site, lang, routeName, query) => `${origin}${routeHref('/tk/', site, lang, routeName, {}, `?${new URLSearchParams(query)}`)}`,
  };
}
