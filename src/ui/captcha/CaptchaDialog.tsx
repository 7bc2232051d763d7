import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { captcha as captchaRule } from '../../domain/validation/general.ts';
import { checkValue } from '../../domain/validation/issue.ts';
import { $captchaDialog, cancelCaptcha, reloadCaptcha, submitCaptcha } from '../../stores/captcha.ts';
import { Modal } from '../popup/Modal.tsx';
import { CaptchaInput, type CaptchaInputLabels } from './CaptchaInput.tsx';

export interface CaptchaDialogLabels extends CaptchaInputLabels {
  title: string;
  required: string;
  wrong: string;
  invalid: string;
  submit: string;
  close: string;
}

/**
 * The captcha dialog of spec 4: opens when a call answers CZWEB000010 (required)
 * or CZWEB000011 (wrong, with a new image); what is typed goes back to the call.
 */
export function CaptchaDialog({ labels }: { labels: CaptchaDialogLabels }) {
  const state = useStore($captchaDialog);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image (captchaId) clears what was typed for the old one
  useEffect(() => {
    setCode('');
    setError(state.mode === 'wrong' ? labels.wrong : undefined);
  }, [state.captchaId, state.mode, labels.wrong]);

  if (!state.open) return null;
  return (
    <Modal title={labels.title} onClose={cancelCaptcha} closeLabel={labels.close}>
      <form
        className="ui-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (checkValue(captchaRule, code)) {
            setError(labels.invalid);
            return;
          }
          submitCaptcha(code);
        }}
      >
        <p>{labels.required}</p>
        <CaptchaInput captchaId={state.captchaId} value={code} onChange={setCode} onReload={reloadCaptcha} labels={labels} error={error} autoFocus />
        <div className="ui-actions">
          <button type="submit" className="ui-button ui-primary">
            {labels.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
