import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { fetchMessageBundle } from '../../lib/browser/message-bundles.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { $captchaDialog } from '../../stores/captcha.ts';
import { $loginDialog, closeLoginDialog } from '../../stores/login-dialog.ts';
import { $dialogs, alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { LoginBoxSite } from '../login/LoginBox.tsx';

// Most visits never see a dialog: their code (modal, dialog boxes, captcha, login) loads when the first one opens.
const loadLoginDialog = () => import('../login/LoginDialog.tsx');
const UiDialogs = lazy(() => import('./UiDialogs.tsx'));
const LoginDialog = lazy(loadLoginDialog);

/**
 * The page-wide pop-ups: alert, confirm and prompt boxes, the captcha dialog and the login dialog, shown while one is
 * asked for. `messages` are the dialog boxes' and captcha's; the login dialog fetches its own as it first opens.
 */
export default function UiHost({ messages, site, lang }: { messages: Messages; site?: LoginBoxSite; lang: Lang }) {
  const dialogs = useStore($dialogs);
  const captcha = useStore($captchaDialog);
  const login = useStore($loginDialog);
  const loginMessages = useLoginMessages(login && site !== undefined, lang, messages);
  // This host hydrates when the browser is idle; a dialog the page asked for before then opens right after.
  const hydrated = useHydrated();
  return (
    <Suspense fallback={null}>
      {hydrated && login && site && loginMessages && <LoginDialog site={site} lang={lang} messages={loginMessages} />}
      {hydrated && (dialogs.length > 0 || captcha.open) && <UiDialogs messages={messages} />}
    </Suspense>
  );
}

/** The login dialog's messages once it is asked for; if they cannot be fetched, the dialog closes and says why. */
function useLoginMessages(wanted: boolean, lang: Lang, messages: Messages): Messages | undefined {
  const [loaded, setLoaded] = useState<Messages>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    // The dialog's code and its words travel together rather than one after the other.
    Promise.all([fetchMessageBundle('login-dialog', lang), loadLoginDialog()]).then(
      ([bundle]) => {
        if (current) setLoaded(bundle);
      },
      () => {
        if (!current) return;
        closeLoginDialog(null);
        void alertDialog(translate(messages, 'error.network'));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, lang, messages]);
  return loaded;
}
