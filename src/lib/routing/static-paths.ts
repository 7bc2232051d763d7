import type { Lang } from '../../domain/languages.ts';
import { allSites, findSite, siteLanguagePairs } from '../../domain/site-lookup.ts';
import { PLACEHOLDER, pageHref, routeVariants } from './paths.ts';
import { resolveShellPath } from './resolve.ts';
import { ERROR_CODES, ROUTES, type RouteName, routeByName, SHELL_REDIRECTS, SNS_CHANNELS } from './routes.ts';

/** What one prerendered page below /{site}/{lang}/ shows. */
export type ShellPageProps =
  | { kind: 'page'; site: string; lang: Lang; routeName: RouteName; pagePath: string }
  | { kind: 'redirect'; site: string; lang: Lang; to: string };

/** Every page of every site and language: each route (parameters as the placeholder) and each redirect of spec 2. */
export function shellStaticPaths(): { params: { site: string; lang: string; route: string | undefined }; props: ShellPageProps }[] {
  return siteLanguagePairs().flatMap(({ site, lang }) => {
    const paths = [...ROUTES.flatMap(routeVariants), ...SHELL_REDIRECTS.map((r) => r.from)];
    return paths.map((path) => {
      const outcome = resolveShellPath(site, lang, path);
      const base = { site: site.code, lang };
      let props: ShellPageProps;
      if (outcome.kind === 'page') {
        props = { kind: 'page', ...base, routeName: outcome.match.route.name, pagePath: outcome.match.pagePath };
      } else if (outcome.kind === 'redirect') {
        props = { kind: 'redirect', ...base, to: outcome.to };
      } else {
        throw new Error(`${site.code}/${lang}/${path} resolves to nothing`);
      }
      return { params: { site: site.code, lang, route: path === '' ? undefined : path }, props };
    });
  });
}

export type TopLevelProps = { kind: 'error'; code: number } | { kind: 'siteRoot'; site: string };

/** One segment below the base: the error page of each code, and /{site}/ without a language (the not-supported notice). */
export function topLevelStaticPaths(): { params: { top: string }; props: TopLevelProps }[] {
  return [
    ...ERROR_CODES.map((code) => ({ params: { top: String(code) }, props: { kind: 'error', code } as const })),
    ...allSites().map((site) => ({ params: { top: site.code }, props: { kind: 'siteRoot', site: site.code } as const })),
  ];
}

/** An error page of a site and language, or (without a code) its notice that a site or language is not supported. */
export type SiteErrorProps = { site: string; lang: Lang; code?: number };

/** The path segment of a site's not-supported notice, below /{site}/{lang}/. */
export const NOT_SUPPORTED_PAGE = 'not-supported';

/**
 * The error pages of each site and language (/{site}/{lang}/{code}/) and its
 * not-supported notice, with the site's header in its language.
 */
export function siteErrorStaticPaths(): { params: { site: string; lang: string; code: string }; props: SiteErrorProps }[] {
  return siteLanguagePairs().flatMap(({ site, lang }) => [
    ...ERROR_CODES.map((code) => ({ params: { site: site.code, lang, code: String(code) }, props: { site: site.code, lang, code } })),
    { params: { site: site.code, lang, code: NOT_SUPPORTED_PAGE }, props: { site: site.code, lang } },
  ]);
}

export function snsStaticPaths(): { params: { channel: string }; props: { channel: string } }[] {
  return SNS_CHANNELS.map((channel) => ({ params: { channel }, props: { channel } }));
}

/**
 * The pages a search engine may list: every page of every site and language that a guest can open as it is, so not
 * those behind a login, those that send the browser elsewhere, nor the placeholder pages of routes with parameters.
 * Paths below the base.
 */
export function sitemapPaths(): string[] {
  return shellStaticPaths().flatMap(({ props }) => {
    if (props.kind !== 'page' || props.pagePath.split('/').includes(PLACEHOLDER)) return [];
    const route = routeByName(props.routeName);
    // A booking page of an EU country's site sends the browser on to the eu site: that page is the one to list.
    const movesOn = route.euRedirect && findSite(props.site)?.flags.euRedirect;
    if (route.requireAuth || movesOn || route.name.startsWith('test.')) return [];
    return [pageHref('/tk/', props.site, props.lang, props.pagePath).slice('/tk/'.length)];
  });
}
