import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { $captchaDialog } from '../../stores/captcha.ts';
import { $dialogs } from '../../ui/dialogs/dialog-store.ts';

// Most visits never see a dialog: their code (modal, dialog boxes, captcha) loads when the first one opens.
const UiDialogs = lazy(() => import('./UiDialogs.tsx'));

/** The page-wide pop-ups: alert, confirm and prompt boxes, and the captcha dialog, shown while one is asked for. */
export default function UiHost({ messages }: { messages: Messages }) {
  const dialogs = useStore($dialogs);
  const captcha = useStore($captchaDialog);
  if (dialogs.length === 0 && !captcha.open) return null;
  return (
    <Suspense fallback={null}>
      <UiDialogs messages={messages} />
    </Suspense>
  );
}
