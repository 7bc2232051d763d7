import { BASES, type Base } from '../../domain/base-paths.ts';
import type { RouteDef } from './route-table.ts';
import { ROUTES, type Route, type RouteName, routeByName } from './routes.ts';

/** The segment that stands for any parameter value in the prerendered page tree. */
export const PLACEHOLDER = '_';

export { BASES, type Base };

/** The base path a URL is served under: /s/ when its path starts with /s/, else /tk/. */
export function baseOf(pathname: string): Base {
  return pathname === '/s' || pathname.startsWith('/s/') ? '/s/' : '/tk/';
}

/** The path below the base, without leading or trailing slashes; undefined when the path is outside both bases. */
export function stripBase(pathname: string): string | undefined {
  for (const base of BASES) {
    if (pathname === base.slice(0, -1) || pathname.startsWith(base)) {
      return trimSlashes(pathname.slice(base.length - 1));
    }
  }
  return undefined;
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

export function segmentsOf(path: string): string[] {
  const trimmed = trimSlashes(path);
  return trimmed === '' ? [] : trimmed.split('/');
}

interface Segment {
  readonly literal?: string;
  readonly param?: string;
  readonly optional?: boolean;
}

function parse(path: string): Segment[] {
  return segmentsOf(path).map((part) => {
    if (!part.startsWith(':')) return { literal: part };
    const optional = part.endsWith('?');
    return { param: part.slice(1, optional ? -1 : undefined), optional };
  });
}

/** The concrete paths under which a route's page is built: one per number of optional parameters given. */
export function routeVariants(route: RouteDef): string[] {
  const segments = parse(route.path);
  const required = segments.filter((s) => !s.optional).length;
  const variants: string[] = [];
  for (let length = required; length <= segments.length; length++) {
    variants.push(
      segments
        .slice(0, length)
        .map((s) => s.literal ?? PLACEHOLDER)
        .join('/'),
    );
  }
  return variants;
}

export interface RouteMatch {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
  /** The prerendered path that serves this match (parameters replaced by the placeholder). */
  readonly pagePath: string;
}

/** Finds the route for a path below /{site}/{lang}/, with its parameters. */
export function matchRoute(relPath: string): RouteMatch | undefined {
  const parts = segmentsOf(relPath);
  for (const route of ROUTES) {
    const segments = parse(route.path);
    const required = segments.filter((s) => !s.optional).length;
    if (parts.length < required || parts.length > segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const segment = segments[i];
      if (segment.literal !== undefined) return segment.literal === part;
      params[segment.param ?? ''] = decodeURIComponent(part);
      return part !== '';
    });
    if (ok) {
      const pagePath = parts.map((part, i) => (segments[i].literal !== undefined ? part : PLACEHOLDER)).join('/');
      return { route, params, pagePath };
    }
  }
  return undefined;
}

/** The path of a route below /{site}/{lang}/, with its parameters filled in (absent optional ones left out). */
export function routePath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const parts: string[] = [];
  for (const segment of parse(routeByName(name).path)) {
    if (segment.literal !== undefined) {
      parts.push(segment.literal);
      continue;
    }
    const value = params[segment.param ?? ''];
    if (value === undefined || value === '') {
      if (segment.optional) break;
      throw new Error(`Route ${name} needs parameter ${segment.param}`);
    }
    parts.push(encodeURIComponent(value));
  }
  return parts.join('/');
}

/** An absolute URL path of a page: {base}{site}/{lang}/{route}/, with a trailing slash as the page tree has. */
export function pageHref(base: Base, site: string, lang: string, relPath: string, search = ''): string {
  const rel = trimSlashes(relPath);
  return `${base}${site}/${lang}/${rel === '' ? '' : `${rel}/`}${search}`;
}

/** The URL path of a route of a site and language. */
export function routeHref(base: Base, site: string, lang: string, name: RouteName, params?: Readonly<Record<string, string>>, search = ''): string {
  return pageHref(base, site, lang, routePath(name, params), search);
}

/** The query that asks the front door for its list of every site and language, where it would otherwise go straight to one. */
export const SITE_LIST_QUERY = 'sites';

/**
 * The front door's list of every site and language: what the header offers a visitor without script, whose site
 * chooser cannot act, in place of listing every site in every page.
 */
export function siteListHref(base: Base): string {
  return `${base}?${SITE_LIST_QUERY}`;
}

/** The top-level error page of a status code. */
export function errorHref(base: Base, code: number): string {
  return `${base}${code}/`;
}
