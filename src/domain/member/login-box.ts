import { BASES } from '../base-paths.ts';
import type { Lang } from '../languages.ts';
import type { SiteFlags } from '../sites.ts';

/** Which terms the login box links (spec 2): the site's noGDPR_user flag and the page language decide. */
export type LoginTerms = 'membership' | 'privacy';

export function loginTerms(flags: Pick<SiteFlags, 'noGDPR'>, lang: Lang): LoginTerms | null {
  if (flags.noGDPR) return lang === 'ko' ? null : 'membership';
  return 'privacy';
}

/** The forgot-password link is hidden where the site says so (us). */
export function forgotPasswordShown(flags: Pick<SiteFlags, 'hideFindPassword'>): boolean {
  return !flags.hideFindPassword;
}

/** Spec 4: a login on a search, shop, passengers or payment page is reported as a registration event. */
export function reportsRegistration(pathname: string): boolean {
  return /\/(?:search|shop|flights|passengers|addition|paid)(?:\/|$)/.test(pathname);
}

/**
 * The page to return to after login, from the `back` query: only a page of the storefront on this origin, so
 * that the login page cannot be used to send a member elsewhere. The path is judged as the browser will read
 * it, after the URL parser has resolved dots and escapes: `/.//evil.example/` becomes `//evil.example/`, which
 * a browser takes for another host, so only a path under one of the storefront's base paths passes.
 */
export function safeBackPath(back: string | null): string | undefined {
  if (!back?.startsWith('/') || back.includes('\\')) return undefined;
  const origin = 'https://storefront.invalid';
  let url: URL;
  try {
    url = new URL(back, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !BASES.some((base) => url.pathname.startsWith(base))) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
