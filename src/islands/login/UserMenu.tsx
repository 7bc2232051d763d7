import { useStore } from '@nanostores/react';
import { type MouseEvent, useEffect } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { type RouteName, routeByName } from '../../lib/routing/routes.ts';
import { storefrontApi } from '../../stores/api.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $user, checkLogin, logout } from '../../stores/user.ts';

export interface UserMenuLabels {
  login: string;
  logout: string;
  account: string;
  /** `{name}` is filled in. */
  greeting: string;
}

/**
 * The header's member corner: a guest gets "Log in" (the login dialog, or the
 * login page without script), a member their name and "Log out".
 */
export default function UserMenu({ site, lang, routeName, labels }: { site: string; lang: Lang; routeName: RouteName; labels: UserMenuLabels }) {
  const user = useStore($user);

  useEffect(() => void checkLogin(storefrontApi()), []);

  const loginHref = routeHref('/tk/', site, lang, 'login');

  function onLogin(event: MouseEvent<HTMLAnchorElement>): void {
    if (routeName === 'login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void openLoginDialog();
  }

  async function onLogout(): Promise<void> {
    const after = routeByName(routeName).afterLogout;
    await logout(storefrontApi(), {
      goTo: after ? routeHref(baseOf(location.pathname), site, lang, after) : undefined,
      reload: () => location.reload(),
      navigate: (href) => location.assign(href),
    });
  }

  if (user.loggedIn && user.user) {
    return (
      <div className="user-menu">
        <span className="user-name">{labels.greeting.replace('{name}', user.user.name)}</span>
        <a href={routeHref('/tk/', site, lang, 'my.order.list')}>{labels.account}</a>
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
