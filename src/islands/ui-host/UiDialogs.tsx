import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { CaptchaDialog } from '../../ui/captcha/CaptchaDialog.tsx';
import { captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';

/** The page-wide pop-ups: alert, confirm and prompt boxes, and the captcha dialog (loaded by UiHost when one opens). */
export default function UiDialogs({ messages }: { messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  return (
    <>
      <DialogHost labels={{ ok: t('ui.ok'), cancel: t('ui.cancel'), close: t('ui.close'), notice: t('ui.notice') }} />
      <CaptchaDialog
        labels={{
          title: t('ui.captcha.title'),
          required: t('ui.captcha.required'),
          wrong: t('ui.captcha.wrong'),
          invalid: t('ui.captcha.invalid'),
          ...captchaInputLabels(t),
          submit: t('ui.captcha.submit'),
          close: t('ui.close'),
        }}
      />
    </>
  );
}
