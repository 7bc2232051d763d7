import { type ComponentType, type MouseEvent, useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import { routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { apiOnUse } from '../../stores/api-on-use.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $user, USER_AS_BUILT } from '../../stores/user-state.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import type { MemberCornerProps } from './MemberCorner.tsx';

/**
 * Asks who the visitor is (the page's guard or its island may have asked already: the answer is shared); the check's
 * code loads with the API client.
 */
async function askWhoIsHere(): Promise<void> {
  const [api, { checkLogin }] = await Promise.all([apiOnUse(), import('../../stores/user.ts')]);
  await checkLogin(api);
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

/**
 * The header's member corner: a guest gets "Log in" (the login dialog, or the login page without script), a member
 * `MemberCorner` (their name, miles and menu, and "Log out"). Most visitors are guests, so a member's corner loads
 * once a member is known; until it has, the corner stays as it was built.
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
  const member = user.loggedIn ? user.user : null;
  const [MemberCorner, setMemberCorner] = useState<ComponentType<MemberCornerProps>>();

  // A page that needs the member sooner asks as it loads (its guard, its island); the header can wait for idle time.
  useEffect(() => whenIdle(() => void askWhoIsHere()), []);

  useEffect(() => {
    if (!member || MemberCorner) return;
    // A failed load leaves the corner as built; the next page tries again.
    void import('./MemberCorner.tsx').then(
      ({ default: loaded }) => setMemberCorner(() => loaded),
      () => undefined,
    );
  }, [member, MemberCorner]);

  if (member && MemberCorner) {
    return <MemberCorner key={member.id} site={site} lang={lang} routeName={routeName} labels={labels} memberLinks={memberLinks} member={member} />;
  }

  function onLogin(event: MouseEvent<HTMLAnchorElement>): void {
    if (routeName === 'login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void openLoginDialog();
  }

  return (
    <div className="user-menu">
      <a href={routeHref('/tk/', site, lang, 'login')} onClick={onLogin} aria-current={routeName === 'login' ? 'page' : undefined}>
        {labels.login}
      </a>
    </div>
  );
}
