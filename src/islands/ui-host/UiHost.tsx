import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { Lang } from '../../domain/languages.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { $captchaDialog } from '../../stores/captcha.ts';
import { $loginDialog } from '../../stores/login-dialog.ts';
import { $dialogs } from '../../ui/dialogs/dialog-store.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { LoginBoxSite } from '../login/LoginBox.tsx';

// Most visits never see a dialog: their code (modal, dialog boxes, captcha, login) loads when the first one opens.
const UiDialogs = lazy(() => import('./UiDialogs.tsx'));
const LoginDialog = lazy(() => import('../login/LoginDialog.tsx'));

/** The page-wide pop-ups: alert, confirm and prompt boxes, the captcha dialog and the login dialog, shown while one is asked for. */
export default function UiHost({ messages, site, lang }: { messages: Messages; site?: LoginBoxSite; lang: Lang }) {
  const dialogs = useStore($dialogs);
  const captcha = useStore($captchaDialog);
  const login = useStore($loginDialog);
  // This host hydrates when the browser is idle; a dialog the page asked for before then opens right after.
  const hydrated = useHydrated();
  return (
    <Suspense fallback={null}>
      {hydrated && login && site && <LoginDialog site={site} lang={lang} messages={messages} />}
      {hydrated && (dialogs.length > 0 || captcha.open) && <UiDialogs messages={messages} />}
    </Suspense>
  );
}
