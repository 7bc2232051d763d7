import { findSite, languageFor } from '../../domain/site-lookup.ts';
import type { Site } from '../../domain/sites.ts';
import { matchRoute, type RouteMatch, routePath, segmentsOf } from './paths.ts';
import { SECTION_FALLBACKS, SHELL_REDIRECTS } from './routes.ts';

/** Where the book and mileage sections of eu-country sites send the browser. */
export const EU_SITE = 'eu';

/** What a path below /{site}/{lang}/ leads to, by the rules of spec 2. */
export type ShellOutcome =
  | { kind: 'page'; match: RouteMatch }
  /** `to` is below the base: {site}/{lang}/{route}. */
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export function resolveShellPath(site: Site, lang: string, relPath: string): ShellOutcome {
  const rel = segmentsOf(relPath).join('/');
  const redirect = SHELL_REDIRECTS.find((r) => r.from === rel);
  const match = matchRoute(rel);
  const section = segmentsOf(rel)[0];
  if (site.flags.euRedirect && (section === 'book' || section === 'mileage')) {
    return { kind: 'redirect', to: euHome(lang) };
  }
  if (redirect) return { kind: 'redirect', to: `${site.code}/${lang}/${routePath(redirect.to)}` };
  if (match) return { kind: 'page', match };
  const fallback = SECTION_FALLBACKS.find((r) => r.from === section);
  if (fallback) return { kind: 'redirect', to: `${site.code}/${lang}/${routePath(fallback.to)}` };
  return { kind: 'notFound' };
}

/** The eu site's home in the visitor's language, or the eu site's default language when it lacks it. */
export function euHome(lang: string): string {
  const eu = findSite(EU_SITE);
  if (!eu) throw new Error('The eu site is missing from sites.config.ts');
  return `${eu.code}/${languageFor(eu, lang)}`;
}
