import { apiOnUse } from '../../stores/api-on-use.ts';
import { $locale } from '../../stores/locale.ts';
import { resolveLocale } from '../routing/locale.ts';
import { type Base, baseOf, errorHref, pageHref, routeHref, segmentsOf, stripBase } from '../routing/paths.ts';
import { isRouteName, routeByName } from '../routing/routes.ts';
import { followOldHashAddress } from './old-hash-address.ts';
import { whenIdle } from './when-idle.ts';

const LAST_PATH_KEY = 'lastPath';

/** The query parameter of a link that carries a one-time login key (key-login.ts exchanges it). */
export const LOGIN_KEY_PARAM = 'loginKey';

/**
 * The route guards of spec 2 for a prerendered page, run before its islands need
 * them: the site and language of the query string, the stored choice, pages that
 * cannot be opened on a fresh load, repeated navigation to the same page, and
 * pages that need a logged-in member.
 */
export async function runPageGuard(): Promise<void> {
  const { site, lang, route: routeName } = document.body.dataset;
  if (!site || !lang || !routeName || !isRouteName(routeName)) return;
  const base = baseOf(location.pathname);
  if (followOldHashAddress(base)) return;
  if (base === '/s/') keepLinksUnderBase(base);
  const rest = segmentsOf(stripBase(location.pathname) ?? '')
    .slice(2)
    .join('/');

  if (await followQueryLocale(base, site, lang, rest)) return;
  $locale.set({ site, lang });
  // The page's site and language become the stored choice once the page is idle: the cookie library loads then, not
  // with the page, and nothing before the next first visit reads the choice.
  whenIdle(() => void loadLocaleStorage().then(({ rememberLocale }) => rememberLocale(site, lang), noStorage));

  const route = routeByName(routeName);
  if (route.freshLoadFallback && !openedInApp()) {
    location.replace(routeHref(base, site, lang, route.freshLoadFallback));
    return;
  }
  rememberPath();
  cancelRepeatedNavigation();
  // Only a link that carries a one-time login key loads the code that exchanges it.
  if (new URLSearchParams(location.search).has(LOGIN_KEY_PARAM)) await (await import('./key-login.ts')).exchangeLoginKey();

  if (route.skipUserCheck) return;
  // Loaded only where a route checks the user, so that pages which skip the check (search) do not carry it.
  const [{ checkLogin }, api] = await Promise.all([import('../../stores/user.ts'), apiOnUse()]);
  const user = await checkLogin(api);
  if (route.requireAuth && !user.loggedIn) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    location.replace(routeHref(base, site, lang, 'login', {}, `?${new URLSearchParams({ back })}`));
  }
}

const loadLocaleStorage = () => import('./locale-storage.ts');
/** Without its code (the network gone), the choice is not stored: the next page's guard stores it. */
const noStorage = () => undefined;

/** A site or language in the query string wins over the path (spec 1); returns true when the page is left. */
async function followQueryLocale(base: Base, site: string, lang: string, rest: string): Promise<boolean> {
  const query = new URLSearchParams(location.search);
  if (!query.has('site') && !query.has('lang')) return false;
  const resolved = resolveLocale({ query, path: `${site}/${lang}`, hash: '' });
  if (resolved.kind === 'unsupportedSite') {
    location.replace(errorHref(base, 404));
    return true;
  }
  if (resolved.site === site && resolved.lang === lang) return false;
  query.delete('site');
  query.delete('lang');
  const search = query.size > 0 ? `?${query}` : '';
  await loadLocaleStorage().then(({ storeLocale }) => storeLocale(resolved.site, resolved.lang), noStorage);
  location.replace(pageHref(base, resolved.site, resolved.lang, rest, `${search}${location.hash}`));
  return true;
}

/** Opened by a link inside the storefront, or a reload of the page last shown. */
function openedInApp(): boolean {
  const fromHere = document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  return fromHere || sessionGet(LAST_PATH_KEY) === location.pathname;
}

function rememberPath(): void {
  try {
    sessionStorage.setItem(LAST_PATH_KEY, location.pathname);
  } catch {
    // Without storage a reload counts as a fresh load, which is the safe side.
  }
}

function sessionGet(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Following a link to the page already shown does nothing (spec 2: the identical route is cancelled). */
function cancelRepeatedNavigation(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const target = new URL(anchor.href, location.href);
    const here = new URL(location.href);
    const samePath = target.pathname.replace(/\/$/, '') === here.pathname.replace(/\/$/, '');
    if (target.origin === here.origin && samePath && target.search === here.search && target.hash === here.hash) {
      event.preventDefault();
    }
  });
}

/** The page tree links under /tk/; a visit under /s/ keeps its base. */
export function keepLinksUnderBase(base: Base): void {
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/tk/"]')) {
    anchor.setAttribute('href', `${base}${anchor.getAttribute('href')?.slice('/tk/'.length) ?? ''}`);
  }
}
