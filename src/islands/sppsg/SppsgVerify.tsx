import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { RegistrationLookupSchema, type RegistrationState } from '../../domain/special-passengers/registration.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { sppsgCalls } from './sppsg-calls.ts';

type Confirming = { state: 'idle' } | { state: 'confirming' } | { state: 'confirmed'; registration: RegistrationState } | { state: 'failed'; code: string };

/**
 * sppsg/verify: the page the mailed link opens, which confirms the address (ecsXMailSelfAuthentication); without a
 * link, a traveller types the registration's code to follow it (auth).
 */
function SppsgVerify({ messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
  const [confirming, setConfirming] = useState<Confirming>({ state: 'idle' });
  const [authCode, setAuthCode] = useState('');
  const [error, setError] = useState<FieldIssue | undefined>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = (caught: unknown) => errorMessage(messages, isApiError(caught) ? caught.code : 'network');

  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token');
    if (!token) return;
    setConfirming({ state: 'confirming' });
    sppsgCalls.confirmEmail(token).then(
      (registration) => setConfirming({ state: 'confirmed', registration }),
      (caught: unknown) => setConfirming({ state: 'failed', code: isApiError(caught) ? caught.code : 'network' }),
    );
  }, []);

  useEffect(() => {
    if (confirming.state === 'confirmed' || confirming.state === 'failed') heading.current?.focus();
  }, [confirming.state]);

  async function follow(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(RegistrationLookupSchema, { authCode });
    setError(result.ok ? undefined : result.fields.authCode);
    setFailure('');
    if (!result.ok || busy) return;
    setBusy(true);
    try {
      await sppsgCalls.state(result.value.authCode);
      location.assign(`../confirmation/${encodeURIComponent(result.value.authCode)}/`);
    } catch (caught) {
      setFailure(isApiError(caught, 'notFound') ? t('sppsg.verify.unknown') : failed(caught));
      setBusy(false);
    }
  }

  return (
    <div className="account-panel">
      {confirming.state === 'confirming' && <p role="status">{t('sppsg.verify.confirming')}</p>}
      {confirming.state === 'confirmed' && (
        <section aria-labelledby="sppsg-confirmed">
          <h2 id="sppsg-confirmed" ref={heading} tabIndex={-1}>
            {t('sppsg.verify.confirmed')}
          </h2>
          <p>{t('sppsg.verify.reviewNext', { authCode: confirming.registration.authCode })}</p>
          <p>
            <a href={`../confirmation/${confirming.registration.authCode}/`}>{t('sppsg.register.follow')}</a>
          </p>
        </section>
      )}
      {confirming.state === 'failed' && (
        <section aria-labelledby="sppsg-not-confirmed">
          <h2 id="sppsg-not-confirmed" ref={heading} tabIndex={-1}>
            {t('sppsg.verify.notConfirmed')}
          </h2>
          <p role="alert" className="ui-error">
            {errorMessage(messages, confirming.code)}
          </p>
        </section>
      )}
      <form noValidate onSubmit={(e) => void follow(e)} aria-busy={busy}>
        <h2>{t('sppsg.verify.followHeading')}</h2>
        <TextField
          label={t('sppsg.field.authCode')}
          value={authCode}
          onChange={setAuthCode}
          spellCheck={false}
          autoComplete="off"
          error={error ? fieldMessage(messages, error) : undefined}
        />
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
        <button type="submit" className="ui-button ui-primary" disabled={busy}>
          {t('sppsg.verify.submit')}
        </button>
      </form>
      <p>
        <a href="../register/">{t('sppsg.verify.registerLink')}</a>
      </p>
    </div>
  );
}

export default withPackedMessages(SppsgVerify);
