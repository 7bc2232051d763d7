import { type ComponentType, type MouseEvent, useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { fetchMessageBundle } from '../../lib/browser/message-bundles.ts';
import { whenIdle } from '../../lib/browser/when-idle.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
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

/** The member's corner, its code and its words, loaded together. */
interface LoadedCorner {
  readonly Corner: ComponentType<MemberCornerProps>;
  readonly messages: Messages;
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
  login,
}: {
  site: string;
  lang: Lang;
  /** Absent on a page outside the route table (an error page). */
  routeName?: RouteName;
  /** The guest's link's words; a member's corner fetches its own. */
  login: string;
}) {
  // The page's guard may have found the member before this menu hydrates: it shows them once it has.
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const member = user.loggedIn ? user.user : null;
  const [corner, setCorner] = useState<LoadedCorner>();

  // A page that needs the member sooner asks as it loads (its guard, its island); the header can wait for idle time.
  useEffect(() => whenIdle(() => void askWhoIsHere()), []);

  useEffect(() => {
    if (!member || corner) return;
    // A failed load leaves the corner as built; the next page tries again.
    void Promise.all([import('./MemberCorner.tsx'), fetchMessageBundle('member-corner', lang)]).then(
      ([{ default: Corner }, messages]) => setCorner({ Corner, messages }),
      () => undefined,
    );
  }, [member, corner, lang]);

  if (member && corner) {
    return <corner.Corner key={member.id} site={site} lang={lang} routeName={routeName} messages={corner.messages} member={member} />;
  }

  function onLogin(event: MouseEvent<HTMLAnchorElement>): void {
    if (routeName === 'login' || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void openLoginDialog();
  }

  return (
    <div className="user-menu">
      <a href={routeHref('/tk/', site, lang, 'login')} onClick={onLogin} aria-current={routeName === 'login' ? 'page' : undefined}>
        {login}
      </a>
    </div>
  );
}
