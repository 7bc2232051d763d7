import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { RESET_LINK_MINUTES } from '../../domain/member/recovery-limits.ts';
import { ForgotPasswordFormSchema } from '../../domain/member/recovery-schemas.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { accountCalls } from './account-calls.ts';

/** password/forgot: the member number or e-mail and the captcha; the answer never tells whether the account exists. */
function ForgotPassword({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const id = useId();
  const [values, setValues] = useState({ id: '', ca: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);

  // The image is drawn in the browser only: a prerendered id would be shared by every visitor.
  useEffect(() => setCaptchaId(newCaptchaId()), []);
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(ForgotPasswordFormSchema, values);
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok || busy) return;
    setBusy(true);
    try {
      await accountCalls.forgotPassword(site, lang, { id: result.value.id, ca: result.value.ca, captchaId });
      setSent(true);
    } catch (caught) {
      if (!isApiError(caught, 'abort')) setFailure(isApiError(caught) ? errorMessage(messages, caught.code) : errorMessage(messages, 'network'));
      // A code is good once: whatever happened, the next try needs a new image.
      setCaptchaId(newCaptchaId());
      setValues((was) => ({ ...was, ca: '' }));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="account-panel">
        <p ref={done} role="status" tabIndex={-1} className="notice">
          {t('password.forgot.sent', { minutes: RESET_LINK_MINUTES })}
        </p>
        <button
          type="button"
          className="ui-button"
          onClick={() => {
            setSent(false);
            setCaptchaId(newCaptchaId());
            setValues((was) => ({ ...was, ca: '' }));
          }}
        >
          {t('password.forgot.again')}
        </button>
      </div>
    );
  }

  return (
    <form className="account-panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <p>{t('password.forgot.intro')}</p>
      <div className="account-field">
        <label className="ui-label" htmlFor={`${id}-id`}>
          {t('password.forgot.id')}
        </label>
        <input
          id={`${id}-id`}
          className="ui-input"
          value={values.id}
          autoComplete="username"
          spellCheck={false}
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={errors.id ? `${id}-id-error` : undefined}
          onChange={(e) => setValues((was) => ({ ...was, id: e.target.value }))}
        />
        {/* The form's one field: its message is the announcement. */}
        <FieldError id={`${id}-id-error`} message={error('id')} announce />
      </div>
      <CaptchaInput
        captchaId={captchaId}
        value={values.ca}
        onChange={(ca) => setValues((was) => ({ ...was, ca }))}
        onReload={() => setCaptchaId(newCaptchaId())}
        labels={captchaInputLabels(t)}
        error={error('ca')}
      />
      {failure && (
        <p className="ui-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="ui-button ui-primary" disabled={busy}>
        {busy ? t('password.busy') : t('password.forgot.submit')}
      </button>
    </form>
  );
}

export default withPackedMessages(ForgotPassword);
