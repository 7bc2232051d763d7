import { useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { safeBackPath } from '../../domain/member/login-box.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { storefrontApi } from '../../stores/api.ts';
import { $user, checkLogin, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { LoginBox, type LoginBoxSite } from './LoginBox.tsx';

/** Where a member goes after login: the page that sent them here, or their orders. */
function afterLogin(site: string, lang: Lang): string {
  const back = safeBackPath(new URLSearchParams(location.search).get('back'));
  return back ?? routeHref(baseOf(location.pathname), site, lang, 'my.order.list');
}

/** The login route: the login box, then back to the page that asked for login. */
function LoginPage({ site, lang, messages }: { site: LoginBoxSite; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [leaving, setLeaving] = useState(false);

  // The login route skips the page guard's check; the box still needs to know whether social login is offered.
  useEffect(() => void checkLogin(storefrontApi()), []);

  if (leaving) return <p role="status">{t('login.welcome', { name: user.user?.name ?? '' })}</p>;
  if (user.loggedIn && user.user) {
    return (
      <div className="login-box">
        <p>{t('login.already', { name: user.user.name })}</p>
        <a className="ui-button" href={afterLogin(site.code, lang)}>
          {t('login.continue')}
        </a>
      </div>
    );
  }
  return (
    <LoginBox
      site={site}
      lang={lang}
      messages={messages}
      socialAllowed={user.sns}
      socialChannels={user.snsChannels}
      onLoggedIn={() => {
        setLeaving(true);
        location.assign(afterLogin(site.code, lang));
      }}
    />
  );
}

export default withPackedMessages(LoginPage);
