import type { Lang } from '../../domain/languages.ts';
import { routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';

/** Links to storefront pages for e-mails: the configured public origin, never the Host header of a request. */
export interface PageLinks {
  /** The origin the links start with. */
  readonly origin: string;
  to(site: string, lang: Lang, routeName: RouteName, query: Readonly<Record<string, string>>, params?: Readonly<Record<string, string>>): string;
}

export function pageLinks(origin: string): PageLinks {
  return {
    origin,
    to: (site, lang, routeName, query, params = {}) => {
      const search = new URLSearchParams(query).toString();
      return `${origin}${routeHref('/tk/', site, lang, routeName, params, search ? `?${search}` : '')}`;
    },
  };
}
