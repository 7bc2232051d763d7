import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { fromTabLines, toTabLines } from '../../domain/tab-lines.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import { interpolate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { type RouteName, routeByName } from '../../lib/routing/routes.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $milesBalance, loadMilesBalance } from '../../stores/miles.ts';
import { $user, checkLogin, logout, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';

/** Asks who the visitor is (the page's guard or its island may have asked already: the answer is shared). */
async function askWhoIsHere(): Promise<void> {
  await checkLogin(await apiOnUse());
}

export interface UserMenuLabels {
  login: string;
  logout: string;
  account: string;
  /** `{name}` is filled in. */
  greeting: string;
  /** The member's miles balance; `{miles}` is filled in. */
  miles: string;
}

/** A page of the member area as the menu links it, built with the page (src/lib/routing/member-nav.ts). */
export interface MemberMenuLink {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly current?: 'page' | 'true';
}

/**
 * `memberLinks` as the page's HTML carries it: a line per link of its key, address, `aria-current` (or nothing) and
 * label (`toTabLines`). Every page carries the menu, which only a member opens.
 */
export function memberLinksProp(links: readonly MemberMenuLink[]): string {
  return toTabLines(links.map((link) => [link.key, link.href, link.current ?? '', link.label]));
}

/** The links of `memberLinksProp`. */
export function memberLinkLines(memberLinks: string): MemberMenuLink[] {
  return fromTabLines(memberLinks).map(([key = '', href = '', current = '', label = '']) => ({
    key,
    href,
    label,
    current: current === 'page' || current === 'true' ? current : undefined,
  }));
}

/**
 * The header's member corner: a guest gets "Log in" (the login dialog, or the
 * login page without script), a member their name, their miles balance (asked
 * for once per page), a menu of the member's pages that opens under "My
 * account", and "Log out".
 */
export default function UserMenu({
  site,
  lang,
  routeName,
  labels,
  memberLinks,
}: {
  site: string;
  lang: Lang;
  /** Absent on a page outside the route table (an error page). */
  routeName?: RouteName;
  labels: UserMenuLabels;
  /** `memberLinksProp` of the links. */
  memberLinks: string;
}) {
  // The page's guard may have found the member before this menu hydrates: it shows them once it has.
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const miles = useStore($milesBalance);
  const memberId = user.loggedIn ? (user.user?.id ?? null) : null;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // A click or focus anywhere else closes the menu, and Escape closes it back to its button, as a header's menu does.
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (menu.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // A page that needs the member sooner asks as it loads (its guard, its island); the header can wait for idle time.
  useEffect(() => whenIdle(() => void askWhoIsHere()), []);

  useEffect(() => {
    if (memberId) void loadMilesBalance(site, lang);
  }, [site, lang, memberId]);

  const loginHref = routeHref('/tk/', site, lang, 'login');

  function onLogin(event: MouseEvent<HTMLAnchorElement>): void {
    if (routeName === 'login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void openLoginDialog();
  }

  async function onLogout(): Promise<void> {
    const after = routeName && routeByName(routeName).afterLogout;
    await logout(await apiOnUse(), {
      goTo: after ? routeHref(baseOf(location.pathname), site, lang, after) : undefined,
      reload: () => location.reload(),
      navigate: (href) => location.assign(href),
    });
  }

  if (user.loggedIn && user.user) {
    return (
      <div className="user-menu">
        <span className="user-name">{interpolate(labels.greeting, { name: user.user.name })}</span>
        {miles.memberId === memberId && miles.balance !== null && (
          <span className="user-miles">{interpolate(labels.miles, { miles: siteFormat(lang, site).number(miles.balance) })}</span>
        )}
        <div className="member-menu" ref={menu}>
          <button ref={toggle} type="button" className="ui-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
            {labels.account}
          </button>
          <ul id={menuId} className="member-menu-list" hidden={!open}>
            {memberLinkLines(memberLinks).map((link) => (
              <li key={link.key}>
                <a href={link.href} aria-current={link.current}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="ui-button" onClick={() => void onLogout()}>
          {labels.logout}
        </button>
      </div>
    );
  }
  return (
    <div className="user-menu">
      <a href={loginHref} onClick={onLogin} aria-current={routeName === 'login' ? 'page' : undefined}>
        {labels.login}
      </a>
    </div>
  );
}
