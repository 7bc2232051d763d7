import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { fetchMessageBundle } from '../../lib/browser/message-bundles.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import type { MessageBundle } from '../../lib/routing/message-namespaces.ts';
import { $captchaDialog, cancelCaptcha } from '../../stores/captcha.ts';
import { $loginDialog, closeLoginDialog } from '../../stores/login-dialog.ts';
import { $dialogs, alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import type { LoginBoxSite } from '../login/LoginBox.tsx';

// Most visits never see a dialog: their code (modal, dialog boxes, captcha, login) loads when the first one opens.
const loadLoginDialog = () => import('../login/LoginDialog.tsx');
const loadUiDialogs = () => import('./UiDialogs.tsx');
const UiDialogs = lazy(loadUiDialogs);
const LoginDialog = lazy(loadLoginDialog);
const closeLoginUnanswered = () => closeLoginDialog(null);

/**
 * The page-wide pop-ups: alert, confirm and prompt boxes, the captcha dialog and the login dialog, shown while one is
 * asked for. `messages` are the dialog boxes'; the login and captcha dialogs fetch their own as they first open.
 */
function UiHost({ messages, site, lang }: { messages: Messages; site?: LoginBoxSite; lang: Lang }) {
  const dialogs = useStore($dialogs);
  const captcha = useStore($captchaDialog);
  const login = useStore($loginDialog);
  const loginMessages = useFetchedMessages('login-dialog', login && site !== undefined, lang, messages, loadLoginDialog, closeLoginUnanswered);
  const captchaMessages = useFetchedMessages('captcha-dialog', captcha.open, lang, messages, loadUiDialogs, cancelCaptcha);
  const dialogMessages = useMemo(() => ({ ...messages, ...captchaMessages }), [messages, captchaMessages]);
  // This host hydrates when the browser is idle; a dialog the page asked for before then opens right after.
  const hydrated = useHydrated();
  return (
    <Suspense fallback={null}>
      {hydrated && login && site && loginMessages && <LoginDialog site={site} lang={lang} messages={loginMessages} />}
      {hydrated && (dialogs.length > 0 || (captcha.open && captchaMessages)) && <UiDialogs messages={dialogMessages} />}
    </Suspense>
  );
}

/**
 * A dialog's messages once it is first asked for, fetched with its code rather than one after the other; if they
 * cannot be had, the dialog is put away (`giveUp`) and the page says why.
 */
function useFetchedMessages(
  bundle: MessageBundle,
  wanted: boolean,
  lang: Lang,
  messages: Messages,
  loadCode: () => Promise<unknown>,
  giveUp: () => void,
): Messages | undefined {
  const [loaded, setLoaded] = useState<Messages>();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    Promise.all([fetchMessageBundle(bundle, lang), loadCode()]).then(
      ([fetched]) => {
        if (current) setLoaded(fetched);
      },
      () => {
        if (!current) return;
        giveUp();
        void alertDialog(translate(messages, 'error.network'));
      },
    );
    return () => {
      current = false;
    };
  }, [bundle, wanted, loaded, lang, messages, loadCode, giveUp]);
  return loaded;
}

export default withPackedMessages(UiHost);
