import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { type RouteName, routeByName } from '../../lib/routing/routes.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';
import { $milesBalance, loadMilesBalance } from '../../stores/miles.ts';
import { logout } from '../../stores/user.ts';
import { memberMenuLinks } from './member-links.ts';

export interface MemberCornerProps {
  site: string;
  lang: Lang;
  routeName?: RouteName;
  /** The `member-corner` bundle, fetched with the corner's code. */
  messages: Messages;
  member: { readonly id: string; readonly name: string };
}

/**
 * The header's corner for a member: their name, their miles balance (asked for once per page), a menu of the member's
 * pages that opens under "My account", and "Log out".
 */
export default function MemberCorner({ site, lang, routeName, messages, member }: MemberCornerProps) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const miles = useStore($milesBalance);
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

  // One corner per member (its key): another member's corner asks for their own balance.
  useEffect(() => {
    void loadMilesBalance(site, lang);
  }, [site, lang]);

  async function onLogout(): Promise<void> {
    const after = routeName && routeByName(routeName).afterLogout;
    await logout(await apiOnUse(), {
      goTo: after ? routeHref(baseOf(location.pathname), site, lang, after) : undefined,
      reload: () => location.reload(),
      navigate: (href) => location.assign(href),
    });
  }

  return (
    <div className="user-menu">
      <span className="user-name">{t('nav.greeting', { name: member.name })}</span>
      {miles.memberId === member.id && miles.balance !== null && (
        <span className="user-miles">{t('mileage.header.balance', { miles: siteFormat(lang, site).number(miles.balance) })}</span>
      )}
      <div className="member-menu" ref={menu}>
        <button ref={toggle} type="button" className="ui-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
          {t('nav.account')}
        </button>
        <ul id={menuId} className="member-menu-list" hidden={!open}>
          {memberMenuLinks(site, lang, routeName, messages).map((link) => (
            <li key={link.key}>
              <a href={link.href} aria-current={link.current}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="ui-button" onClick={() => void onLogout()}>
        {t('nav.logout')}
      </button>
    </div>
  );
}
