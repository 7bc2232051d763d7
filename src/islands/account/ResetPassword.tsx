import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { NewPasswordFormSchema } from '../../domain/member/recovery-schemas.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import { PASSWORD_MIN } from '../../domain/validation/login.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { accountCalls, linkToken } from './account-calls.ts';

type State = 'loading' | 'form' | 'noToken' | 'linkInvalid' | 'done';

/** password/reset: the new password twice, sent encrypted with the token of the e-mailed link. */
function ResetPassword({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const id = useId();
  const [token, setToken] = useState('');
  const [state, setState] = useState<State>('loading');
  const [values, setValues] = useState({ pw: '', pw2: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const found = linkToken();
    setToken(found);
    setState(found ? 'form' : 'noToken');
  }, []);
  useEffect(() => {
    if (state === 'done' || state === 'linkInvalid') outcome.current?.focus();
  }, [state]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(NewPasswordFormSchema, values);
    const found: Record<string, string> = result.ok
      ? {}
      : Object.fromEntries(Object.entries(result.fields).map(([key, issue]) => [key, fieldMessage(messages, issue)]));
    if (result.ok && values.pw.trim() !== values.pw2.trim()) found.pw2 = t('password.reset.mismatch');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await accountCalls.resetPassword(site, lang, token, values.pw.trim());
      setState('done');
    } catch (caught) {
      if (isApiError(caught, 'linkInvalid')) setState('linkInvalid');
      else if (!isApiError(caught, 'abort')) setFailure(errorMessage(messages, isApiError(caught) ? caught.code : 'network'));
    } finally {
      setBusy(false);
    }
  }

  if (state === 'loading') return null;
  if (state === 'done') {
    return (
      <div className="account-panel">
        <p ref={outcome} role="status" tabIndex={-1} className="notice">
          {t('password.reset.done')}
        </p>
        <a className="ui-button ui-primary" href="../../login/">
          {t('password.reset.login')}
        </a>
      </div>
    );
  }
  if (state === 'noToken' || state === 'linkInvalid') {
    return (
      <div className="account-panel">
        <p ref={outcome} role="alert" tabIndex={-1} className="notice">
          {state === 'noToken' ? t('password.reset.noToken') : errorMessage(messages, 'linkInvalid')}
        </p>
        <a className="ui-button" href="../forgot/">
          {t('password.reset.newLink')}
        </a>
      </div>
    );
  }

  const field = (key: 'pw' | 'pw2', label: string) => (
    <div className="account-field">
      <label className="ui-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="ui-input"
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(e) => setValues((was) => ({ ...was, [key]: e.target.value }))}
      />
      {/* Two fields at most: their own messages are the announcement, without a summary. */}
      <FieldError id={`${id}-${key}-error`} message={errors[key]} announce />
    </div>
  );

  return (
    <form className="account-panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <p>{t('password.reset.intro', { min: PASSWORD_MIN })}</p>
      {field('pw', t('password.reset.new'))}
      {field('pw2', t('password.reset.repeat'))}
      {failure && (
        <p className="ui-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="ui-button ui-primary" disabled={busy}>
        {busy ? t('password.busy') : t('password.reset.submit')}
      </button>
    </form>
  );
}

export default withPackedMessages(ResetPassword);
