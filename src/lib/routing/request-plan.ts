import { findSite, siteSupportsLang } from '../../domain/site-lookup.ts';
import { acceptedLanguages } from './first-visit.ts';
import { type LocaleResolution, resolveLocale } from './locale.ts';
import { type Base, baseOf, errorHref, routeHref, SITE_LIST_QUERY, segmentsOf, stripBase } from './paths.ts';
import { resolveShellPath } from './resolve.ts';
import { ERROR_CODES, SNS_CHANNELS } from './routes.ts';
import { NOT_SUPPORTED_PAGE } from './static-paths.ts';

/**
 * What a server (the bundled one, or a CDN through the README's rules) does with a
 * request path outside /api: serve a file of the page tree, serve a placeholder page
 * for a route with parameters, or redirect.
 */
export type RequestPlan =
  /**
   * Serve the prerendered file for this path below the base (directory pages end in /), with this status
   * (200 when absent). `varies` marks an answer chosen by the visitor's headers, which caches must not share.
   */
  { kind: 'file'; path: string; status?: number; varies?: true } | { kind: 'redirect'; location: string; status: 301 | 302; varies?: true };

/**
 * What a server knows of the visitor beyond the URL: their stored choice and what
 * their browser and the CDN say of them. Without it (a CDN's static rules) the
 * pages choose in the browser.
 */
export interface VisitorHints {
  /** The value of the language cookie, if sent. */
  readonly langCookie?: string;
  readonly acceptLanguage?: string;
  /** The CDN's country header (CloudFront-Viewer-Country, CF-IPCountry). */
  readonly country?: string;
}

const NOT_FOUND = 404;

/** `search` is the query string with its leading '?', or ''. */
export function planRequest(pathname: string, search = '', visitor?: VisitorHints): RequestPlan {
  // Crawlers look for robots.txt at the root only; it is built beside the page tree.
  if (pathname === '/robots.txt') return { kind: 'file', path: 'robots.txt' };
  const rel = stripBase(pathname);
  if (visitor && (pathname === '/' || pathname === '' || rel === '')) return enter(baseOf(pathname), search, visitor);
  if (pathname === '/' || pathname === '') return redirect('/tk/', search, 302);
  const base = baseOf(pathname);
  if (rel === undefined) return notFound(base);
  const parts = segmentsOf(rel);
  const [first, second, third] = parts;
  if (first === undefined) return page('');
  // Build assets and other files of the public folder.
  if (first.startsWith('_') || first.includes('.')) return { kind: 'file', path: rel };
  if (/^\d+$/.test(first)) {
    if (parts.length !== 1 || !isErrorCode(first)) return notFound(base);
    return visitor ? visitorErrorPage(Number(first), search, visitor) : errorPage(first);
  }
  if (first === 'sns') {
    return parts.length === 2 && (SNS_CHANNELS as readonly string[]).includes(second ?? '') ? page(rel) : notFound(base);
  }
  if (first === 'snsEnd') return parts.length === 1 ? page(first) : notFound(base);

  const site = findSite(first);
  if (!site || first !== site.code) return notFound(base);
  // A missing language is shown the not-supported notice, which then goes home.
  if (second === undefined) return visitor ? visitorNotice(site.code, search, visitor) : page(site.code);
  if (!siteSupportsLang(site, second)) {
    return redirect(`${base}${site.code}/${site.languages.default}/${withSlash(parts.slice(2).join('/'))}`, search, 302);
  }
  // The site's own error pages, with its header, in its language.
  if (parts.length === 3 && third !== undefined && isErrorCode(third)) return errorPage(`${site.code}/${second}/${third}`);
  const outcome = resolveShellPath(site, second, parts.slice(2).join('/'));
  switch (outcome.kind) {
    case 'redirect':
      return redirect(`${base}${withSlash(outcome.to)}`, search, 302);
    case 'notFound':
      return redirect(`${base}${site.code}/${second}/${NOT_FOUND}/`, '', 302);
    case 'page':
      return page(`${site.code}/${second}/${outcome.match.pagePath}`);
  }
}

/**
 * The front door with the visitor's headers at hand: straight to the search page
 * of the site and language of their stored choice, else of their browser and
 * country (the same resolution the entry page makes in the browser).
 */
function enter(base: Base, search: string, visitor: VisitorHints): RequestPlan {
  const query = new URLSearchParams(search);
  // Asked for its list (by a visitor without script, whose pages' choosers cannot act), the front door shows it.
  if (query.has(SITE_LIST_QUERY)) return page('');
  const resolved = visitorLocale(query, '', visitor);
  if (resolved.kind === 'unsupportedSite') return notFound(base);
  query.delete('site');
  query.delete('lang');
  const rest = query.size > 0 ? `?${query}` : '';
  return { kind: 'redirect', location: routeHref(base, resolved.site, resolved.lang, 'book.search', {}, rest), status: 302, varies: true };
}

/** A top-level error page served as the visitor's site shows it, in their language. */
function visitorErrorPage(code: number, search: string, visitor: VisitorHints): RequestPlan {
  const resolved = visitorLocale(new URLSearchParams(search), '', visitor);
  if (resolved.kind === 'unsupportedSite') return errorPage(String(code));
  return { ...errorPage(`${resolved.site}/${resolved.lang}/${code}`), varies: true };
}

/** The not-supported notice of a site, as the site shows it in the visitor's language. */
function visitorNotice(site: string, search: string, visitor: VisitorHints): RequestPlan {
  const resolved = visitorLocale(new URLSearchParams(search), site, visitor);
  if (resolved.kind === 'unsupportedSite') return page(site);
  return { kind: 'file', path: `${resolved.site}/${resolved.lang}/${NOT_SUPPORTED_PAGE}/`, varies: true };
}

/** The site and language of a request, resolved as the pages resolve them (the hash is the browser's alone). */
function visitorLocale(query: URLSearchParams, path: string, visitor: VisitorHints): LocaleResolution {
  return resolveLocale({
    query,
    path,
    hash: '',
    cookie: visitor.langCookie,
    browserLanguages: acceptedLanguages(visitor.acceptLanguage),
    country: visitor.country,
  });
}

function isErrorCode(segment: string): boolean {
  return (ERROR_CODES as readonly number[]).includes(Number(segment));
}

function errorPage(path: string): RequestPlan {
  return { kind: 'file', path: `${path}/`, status: Number(path.split('/').at(-1)) };
}

function page(path: string): RequestPlan {
  return { kind: 'file', path: path === '' ? '' : `${path}/` };
}

function redirect(location: string, search: string, status: 301 | 302): RequestPlan {
  return { kind: 'redirect', location: `${location}${search}`, status };
}

function notFound(base: Base): RequestPlan {
  return { kind: 'redirect', location: errorHref(base, NOT_FOUND), status: 302 };
}

function withSlash(path: string): string {
  return path === '' || path.endsWith('/') ? path : `${path}/`;
}
