import { findSite, siteSupportsLang } from '../../domain/site-lookup.ts';
import { type Base, baseOf, errorHref, segmentsOf, stripBase } from './paths.ts';
import { resolveShellPath } from './resolve.ts';
import { ERROR_CODES, SNS_CHANNELS } from './routes.ts';

/**
 * What a server (the bundled one, or a CDN through the README's rules) does with a
 * request path outside /api: serve a file of the page tree, serve a placeholder page
 * for a route with parameters, or redirect.
 */
export type RequestPlan =
  /** Serve the prerendered file for this path below the base (directory pages end in /). */
  { kind: 'file'; path: string } | { kind: 'redirect'; location: string; status: 301 | 302 };

const NOT_FOUND = 404;

/** `search` is the query string with its leading '?', or ''. */
export function planRequest(pathname: string, search = ''): RequestPlan {
  if (pathname === '/' || pathname === '') return redirect('/tk/', search, 302);
  const rel = stripBase(pathname);
  const base = baseOf(pathname);
  if (rel === undefined) return notFound(base);
  const parts = segmentsOf(rel);
  const [first, second] = parts;
  if (first === undefined) return page('');
  // Build assets and other files of the public folder.
  if (first.startsWith('_') || first.includes('.')) return { kind: 'file', path: rel };
  if (/^\d+$/.test(first)) {
    return parts.length === 1 && (ERROR_CODES as readonly number[]).includes(Number(first)) ? page(first) : notFound(base);
  }
  if (first === 'sns') {
    return parts.length === 2 && (SNS_CHANNELS as readonly string[]).includes(second ?? '') ? page(rel) : notFound(base);
  }
  if (first === 'snsEnd') return parts.length === 1 ? page(first) : notFound(base);

  const site = findSite(first);
  if (!site || first !== site.code) return notFound(base);
  // A missing language is shown the not-supported notice, which then goes home.
  if (second === undefined) return page(site.code);
  if (!siteSupportsLang(site, second)) {
    return redirect(`${base}${site.code}/${site.languages.default}/${withSlash(parts.slice(2).join('/'))}`, search, 302);
  }
  const outcome = resolveShellPath(site, second, parts.slice(2).join('/'));
  switch (outcome.kind) {
    case 'redirect':
      return redirect(`${base}${withSlash(outcome.to)}`, search, 302);
    case 'notFound':
      return notFound(base);
    case 'page':
      return page(`${site.code}/${second}/${outcome.match.pagePath}`);
  }
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
