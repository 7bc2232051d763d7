import { type FormEvent, useEffect, useId, useState } from 'react';
import { getBusinessAccount, verifyBusinessAccount } from '../../domain/api/business.ts';
import type { BusinessCompany } from '../../domain/business/business-accounts.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { TextField } from '../../ui/TextField.tsx';

/**
 * The business-travel account of my/profile (spec 7, bizPax/auth): the member gives the company code, the airline mails
 * a code to the company's registered travel desk, and the code the desk passes on verifies the member.
 */
export function BusinessTravel({ messages }: { messages: Messages }) {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
  const id = useId();
  const [company, setCompany] = useState<BusinessCompany | null | undefined>(undefined);
  const [companyCode, setCompanyCode] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ to: string; minutes: number } | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    storefrontApi()
      .call(getBusinessAccount, undefined, { inline: true })
      .then(
        (reply) => setCompany(reply.company),
        () => setCompany(null),
      );
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const reply = await storefrontApi().call(verifyBusinessAccount, { body: { companyCode, ...(sent ? { code } : {}) } }, { inline: true });
      if (reply.status === 'codeSent') setSent({ to: reply.sentTo, minutes: Math.round(reply.expiresIn / 60) });
      else setCompany(reply.company);
    } catch (error) {
      const found = isApiError(error) ? error.code : 'network';
      setFailure(found === 'notFound' ? t('bizPax.unknownCompany') : errorMessage(messages, found));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="profile-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('bizPax.heading')}</h2>
      {company ? (
        <p role="status">{t('bizPax.verified', { company: company.name, percent: company.discountPercent })}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
          <p>{t('bizPax.intro')}</p>
          <TextField
            label={t('bizPax.companyCode')}
            value={companyCode}
            onChange={(value) => setCompanyCode(value.toUpperCase())}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            readOnly={sent !== null}
          />
          {sent && (
            <>
              <p role="status">{t('bizPax.codeSent', { to: sent.to, minutes: sent.minutes })}</p>
              <TextField
                label={t('bizPax.code')}
                value={code}
                onChange={(value) => setCode(value.replace(/\D/g, ''))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </>
          )}
          {failure && (
            <p role="alert" className="ui-error">
              {failure}
            </p>
          )}
          <button type="submit" className="ui-button ui-primary" disabled={busy}>
            {t(sent ? 'bizPax.verify' : 'bizPax.sendCode')}
          </button>
        </form>
      )}
    </section>
  );
}
