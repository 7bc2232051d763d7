import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { UnsubscribeFormSchema } from '../../domain/subscription/schemas.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { linkToken } from '../account/account-calls.ts';
import { subscriptionCalls } from './subscription-calls.ts';

/**
 * my/cancelSubscribe: opened from an unsubscribe link, one button withdraws that subscription; otherwise the
 * address with the captcha gets a link mailed, and a logged-in member can withdraw the account's own address.
 */
function CancelSubscription({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [token, setToken] = useState('');
  const [values, setValues] = useState({ email: '', ca: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  // Read in the browser only: the page is prerendered without the link's token, and a captcha id is per visitor.
  useEffect(() => {
    setToken(linkToken());
    setCaptchaId(newCaptchaId());
  }, []);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  const failed = (caught: unknown) => {
    if (!isApiError(caught, 'abort')) setFailure(errorMessage(messages, isApiError(caught) ? caught.code : 'network'));
  };

  async function withdraw(withToken?: string): Promise<void> {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      await subscriptionCalls.unsubscribe(site, lang, withToken);
      setDone(t('subscribe.cancel.done'));
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(UnsubscribeFormSchema, values);
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok || busy) return;
    setBusy(true);
    try {
      await subscriptionCalls.unsubscribeByEmail(site, lang, { email: result.value.email, ca: result.value.ca, captchaId });
      setDone(t('subscribe.cancel.sent', { email: result.value.email }));
    } catch (caught) {
      failed(caught);
      // A code is good once: whatever happened, the next try needs a new image.
      setCaptchaId(newCaptchaId());
      setValues((was) => ({ ...was, ca: '' }));
    } finally {
      setBusy(false);
    }
  }

  const failureLine = failure && (
    <p className="ui-error" role="alert">
      {failure}
    </p>
  );

  if (done) {
    return (
      <div className="account-panel">
        <p ref={status} role="status" tabIndex={-1} className="notice">
          {done}
        </p>
      </div>
    );
  }

  if (token) {
    return (
      <div className="account-panel">
        <p>{t('subscribe.cancel.linkIntro', { brand: t('main.brand') })}</p>
        {failureLine}
        <button type="button" className="ui-button ui-primary" disabled={busy} onClick={() => void withdraw(token)}>
          {busy ? t('subscribe.busy') : t('subscribe.cancel.confirm')}
        </button>
      </div>
    );
  }

  return (
    <div className="account-panel">
      {user.loggedIn && (
        <>
          <p>{t('subscribe.cancel.memberIntro')}</p>
          <button type="button" className="ui-button" disabled={busy} onClick={() => void withdraw()}>
            {t('subscribe.cancel.member')}
          </button>
        </>
      )}
      <form className="account-panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
        <p>{t('subscribe.cancel.intro')}</p>
        <TextField
          className="account-field"
          label={t('subscribe.email')}
          type="email"
          value={values.email}
          autoComplete="email"
          spellCheck={false}
          onChange={(email) => setValues((was) => ({ ...was, email }))}
          error={error('email')}
        />
        <CaptchaInput
          captchaId={captchaId}
          value={values.ca}
          onChange={(ca) => setValues((was) => ({ ...was, ca }))}
          onReload={() => setCaptchaId(newCaptchaId())}
          labels={captchaInputLabels(t)}
          error={error('ca')}
        />
        {failureLine}
        <button type="submit" className="ui-button ui-primary" disabled={busy}>
          {busy ? t('subscribe.busy') : t('subscribe.cancel.submit')}
        </button>
      </form>
    </div>
  );
}

export default withPackedMessages(CancelSubscription);
