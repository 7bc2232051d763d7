import { findSiteLocale, languageFor } from '../../domain/site-locales.ts';
import { bestLanguageOf, firstVisitLocale } from './first-visit.ts';
import { segmentsOf } from './paths.ts';

/** The language cookie: `{lang}__{site}`, kept for a year (spec 1 and 9). */
export const LANG_COOKIE = 'tk_lang';
export const LANG_COOKIE_DAYS = 365;
export const SESSION_SITE_KEY = 'site';
export const SESSION_LANG_KEY = 'lang';

/** Everything the spec reads a site and language from, in its order. */
export interface LocaleSources {
  readonly query: URLSearchParams;
  /** Path below the base. */
  readonly path: string;
  /** The URL hash, with or without '#'. */
  readonly hash: string;
  readonly cookie?: string;
  readonly session?: { site?: string | null; lang?: string | null };
  /** The browser's preferred languages (navigator.languages, or a parsed Accept-Language), for a first visit. */
  readonly browserLanguages?: readonly string[];
  /** The visitor's country as a CDN tells it, for a first visit. */
  readonly country?: string;
}

export type LocaleResolution =
  | { kind: 'ok'; site: string; lang: string; from: 'query' | 'path' | 'hash' | 'cookie' | 'session' | 'firstVisit' }
  | { kind: 'unsupportedSite'; site: string };

interface Candidate {
  from: 'query' | 'path' | 'hash' | 'cookie' | 'session';
  site?: string;
  lang?: string;
}

export function formatLangCookie(site: string, lang: string): string {
  return `${lang}__${site}`;
}

export function parseLangCookie(value: string | undefined): { site?: string; lang?: string } {
  if (!value) return {};
  const [lang, site] = value.split('__');
  return { site: site || undefined, lang: lang || undefined };
}

/** The hash segments of `#/{site}/{lang}/...` (spec: path segments 2 and 3, else hash segments 1 and 2). */
function hashSegments(hash: string): string[] {
  return segmentsOf(hash.replace(/^#/, ''));
}

/**
 * Resolves the site and language of a visit: the first source that names a site
 * wins, its language if it names one, else the first language named later on, else
 * the browser's best; an unknown site is unsupported; a language the site lacks is
 * replaced by the site's default. A visitor no source names a site for is on a first
 * visit: the browser's languages and the CDN's country choose (first-visit.ts), a
 * language named without a site counting as the browser's first.
 */
export function resolveLocale(sources: LocaleSources): LocaleResolution {
  const [pathSite, pathLang] = segmentsOf(sources.path);
  const [hashSite, hashLang] = hashSegments(sources.hash);
  const cookie = parseLangCookie(sources.cookie);
  const candidates: Candidate[] = [
    { from: 'query', site: sources.query.get('site') ?? undefined, lang: sources.query.get('lang') ?? undefined },
    { from: 'path', site: pathSite, lang: pathLang },
    { from: 'hash', site: hashSite, lang: hashLang },
    { from: 'cookie', ...cookie },
    { from: 'session', site: sources.session?.site ?? undefined, lang: sources.session?.lang ?? undefined },
  ];
  const chosen = candidates.find((c) => c.site);
  const named = chosen?.lang ?? candidates.find((c) => c.lang)?.lang;
  const browser = sources.browserLanguages ?? [];
  if (!chosen?.site) {
    const first = firstVisitLocale({ languages: named ? [named, ...browser] : browser, country: sources.country });
    return { kind: 'ok', ...first, from: 'firstVisit' };
  }
  const site = findSiteLocale(chosen.site);
  if (!site) return { kind: 'unsupportedSite', site: chosen.site };
  const lang = named && site.languages.list.some((l) => l === named) ? named : bestLanguageOf(site, browser);
  return { kind: 'ok', site: site.code, lang: languageFor(site, lang), from: chosen.from };
}
