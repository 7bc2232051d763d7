import { type FormEvent, useEffect, useRef, useState } from 'react';
import { EmailChallengeFormSchema, EmailCodeFormSchema } from '../../domain/booking/order-access.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { OrderSummaries } from './OrderSummaries.tsx';
import { type OrderSummary, orderCalls } from './order-calls.ts';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';

type EmailStep = { step: 'ask' } | { step: 'code'; email: string; minutes: number } | { step: 'list'; email: string; orders: readonly OrderSummary[] };

/**
 * Every guest order of an e-mail address: the address and the captcha ask for a
 * one-time code by e-mail, the code typed back lists the orders, each opening
 * with the address as its lookup data.
 */
export function FindByEmail(props: { site: string; lang: Lang; messages: Messages; t: Translate; f: OrderFormat; names: PlaceNames }) {
  const { site, lang, messages, t, f, names } = props;
  const [email, setEmail] = useState({ email: '', ca: '', code: '' });
  const [captchaId, setCaptchaId] = useState('');
  const [emailErrors, setEmailErrors] = useState<Record<string, FieldIssue>>({});
  const [emailFailure, setEmailFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [emailStep, setEmailStep] = useState<EmailStep>({ step: 'ask' });
  const stepStart = useRef<HTMLParagraphElement>(null);

  const message = (errors: Record<string, FieldIssue>, key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  const failure = (error: unknown) => errorMessage(messages, isApiError(error) ? error.code : 'network');

  // The image is drawn in the browser only: a prerendered id would be shared by every visitor.
  useEffect(() => setCaptchaId(newCaptchaId()), []);
  useEffect(() => {
    if (emailStep.step !== 'ask') stepStart.current?.focus();
  }, [emailStep.step]);

  async function askCode(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(EmailChallengeFormSchema, { email: email.email, ca: email.ca });
    setEmailErrors(result.ok ? {} : result.fields);
    setEmailFailure('');
    if (!result.ok || sending) return;
    setSending(true);
    try {
      const reply = await orderCalls.challenge({ email: result.value.email, ca: result.value.ca, captchaId, language: lang });
      setEmailStep({ step: 'code', email: result.value.email, minutes: reply.validMinutes });
    } catch (error) {
      if (!isApiError(error, 'abort')) setEmailFailure(failure(error));
    } finally {
      // A captcha code is good once: whatever happened, the next try needs a new image.
      setCaptchaId(newCaptchaId());
      setEmail((was) => ({ ...was, ca: '' }));
      setSending(false);
    }
  }

  async function showOrders(event: FormEvent<HTMLFormElement>, address: string): Promise<void> {
    event.preventDefault();
    const result = validateForm(EmailCodeFormSchema, { code: email.code.trim() });
    setEmailErrors(result.ok ? {} : result.fields);
    setEmailFailure('');
    if (!result.ok || sending) return;
    setSending(true);
    try {
      const reply = await orderCalls.ordersByEmail(address, result.value.code);
      setEmailStep({ step: 'list', email: address, orders: reply.data });
    } catch (error) {
      if (!isApiError(error, 'abort')) setEmailFailure(isApiError(error, 'e01') ? t('find.codeWrong') : failure(error));
    } finally {
      setSending(false);
    }
  }

  function startOver(): void {
    setEmail({ email: '', ca: '', code: '' });
    setEmailErrors({});
    setEmailFailure('');
    setEmailStep({ step: 'ask' });
  }

  return (
    <section className="order-section" aria-labelledby="find-by-email">
      <h2 id="find-by-email">{t('find.byEmail')}</h2>
      {emailStep.step === 'ask' && (
        <form className="account-panel" noValidate onSubmit={(e) => void askCode(e)} aria-busy={sending}>
          <p>{t('find.byEmailIntro')}</p>
          <TextField
            label={t('find.email')}
            type="email"
            value={email.email}
            onChange={(value) => setEmail((was) => ({ ...was, email: value }))}
            autoComplete="email"
            spellCheck={false}
            error={message(emailErrors, 'email')}
          />
          <CaptchaInput
            captchaId={captchaId}
            value={email.ca}
            onChange={(ca) => setEmail((was) => ({ ...was, ca }))}
            onReload={() => setCaptchaId(newCaptchaId())}
            labels={captchaInputLabels(t)}
            error={message(emailErrors, 'ca')}
          />
          {emailFailure && (
            <p role="alert" className="ui-error">
              {emailFailure}
            </p>
          )}
          <button type="submit" className="ui-button ui-primary" disabled={sending}>
            {t('find.sendCode')}
          </button>
        </form>
      )}
      {emailStep.step === 'code' && (
        <form className="account-panel" noValidate onSubmit={(e) => void showOrders(e, emailStep.email)} aria-busy={sending}>
          <p ref={stepStart} tabIndex={-1} role="status">
            {t('find.codeSent', { email: emailStep.email, minutes: emailStep.minutes })}
          </p>
          <TextField
            label={t('find.code')}
            value={email.code}
            onChange={(code) => setEmail((was) => ({ ...was, code }))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={message(emailErrors, 'code')}
          />
          {emailFailure && (
            <p role="alert" className="ui-error">
              {emailFailure}
            </p>
          )}
          <div className="order-actions">
            <button type="submit" className="ui-button ui-primary" disabled={sending}>
              {t('find.showOrders')}
            </button>
            <button type="button" className="ui-button" onClick={startOver}>
              {t('find.again')}
            </button>
          </div>
        </form>
      )}
      {emailStep.step === 'list' && (
        <div className="account-panel order-found">
          <p ref={stepStart} tabIndex={-1} role="status">
            {emailStep.orders.length === 0 ? t('find.noOrders', { email: emailStep.email }) : t('find.found', { count: emailStep.orders.length })}
          </p>
          {emailStep.orders.length > 0 && (
            <OrderSummaries
              orders={emailStep.orders}
              caption={t('find.results', { email: emailStep.email })}
              site={site}
              lang={lang}
              names={names}
              t={t}
              f={f}
              lookupOf={(orderNo) => ({ orderNo, email: emailStep.email })}
            />
          )}
          <button type="button" className="ui-button" onClick={startOver}>
            {t('find.again')}
          </button>
        </div>
      )}
    </section>
  );
}
