import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AppOffer } from '../../components/app-offer.ts';
import type { PhoneArea } from '../../domain/area-codes.ts';
import { type DownloadableOrder, SendDownloadCodeBodySchema, VerifyDownloadCodeBodySchema } from '../../domain/booking/downloads.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { useOrderText, usePlaceNames } from '../order/order-format.ts';
import { AppOfferSection } from './AppOffer.tsx';
import { downloadCalls, saveReceipt } from './download-calls.ts';

type Step = { kind: 'find' } | { kind: 'code'; orderNo: string; sentTo: string; minutes: number } | { kind: 'ready'; grant: string; order: DownloadableOrder };

/** dl: the itinerary receipt, then the airline's app. */
function DownloadPage({ site, lang, messages, area, app }: { site: string; lang: Lang; messages: Messages; area: PhoneArea; app: AppOffer }) {
  return (
    <>
      <ReceiptDownload site={site} lang={lang} messages={messages} area={area} />
      <AppOfferSection app={app} messages={messages} />
    </>
  );
}

/**
 * The itinerary receipt of a booking, for a traveller without a login: the order number and the phone number its
 * contact gave, a six-digit code texted to that phone, then the order and its PDF. Each step moves the focus to its
 * heading, and each failure is said where the traveller is.
 */
function ReceiptDownload({ site, lang, messages, area: defaultArea }: { site: string; lang: Lang; messages: Messages; area: PhoneArea }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  const [step, setStep] = useState<Step>({ kind: 'find' });
  const [area, setArea] = useState(defaultArea);
  const [values, setValues] = useState({ orderNo: '', phone: '', code: '' });
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const message = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  const failed = (error: unknown) => setFailure(errorMessage(messages, isApiError(error) ? error.code : 'network'));

  useEffect(() => {
    const orderNo = new URLSearchParams(location.search).get('orderNo');
    if (orderNo) setValues((was) => ({ ...was, orderNo }));
  }, []);

  useEffect(() => {
    if (step.kind !== 'find') heading.current?.focus();
  }, [step.kind]);

  async function run(work: () => Promise<void>): Promise<void> {
    setFailure('');
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!isApiError(error, 'abort')) failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function sendCode(event?: FormEvent<HTMLFormElement>): Promise<void> {
    event?.preventDefault();
    const orderNo = step.kind === 'code' ? step.orderNo : values.orderNo.trim();
    const result = validateForm(SendDownloadCodeBodySchema, { orderNo, areaCode: area.code, phone: values.phone });
    setErrors(result.ok ? {} : result.fields);
    if (!result.ok || busy) return;
    await run(async () => {
      const sent = await downloadCalls.sendCode(result.value);
      setValues((was) => ({ ...was, code: '' }));
      setStep({ kind: 'code', orderNo: result.value.orderNo, sentTo: sent.sentTo, minutes: Math.round(sent.expiresIn / 60) });
    });
  }

  async function verify(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const result = validateForm(VerifyDownloadCodeBodySchema, { orderNo: step.orderNo, code: values.code });
    setErrors(result.ok ? {} : result.fields);
    if (!result.ok || busy) return;
    await run(async () => {
      const { grant } = await downloadCalls.verifyCode(result.value);
      setStep({ kind: 'ready', grant, order: await downloadCalls.order(grant) });
    });
  }

  if (step.kind === 'ready') {
    const { order, grant } = step;
    return (
      <section className="order-section" aria-labelledby="dl-order">
        <h2 id="dl-order" ref={heading} tabIndex={-1}>
          {t('dl.orderHeading', { orderNo: order.orderNo })}
        </h2>
        <dl className="dl-order">
          <dt>{t('dl.route')}</dt>
          <dd>{order.route.map((code) => names.city(code)).join(' – ')}</dd>
          {order.firstDeparture && (
            <>
              <dt>{t('dl.departure')}</dt>
              <dd>{f.local(order.firstDeparture)}</dd>
            </>
          )}
          <dt>{t('dl.passengers')}</dt>
          <dd>{order.passengers.join(', ')}</dd>
        </dl>
        {order.receipt ? (
          <button type="button" className="ui-button ui-primary" disabled={busy} onClick={() => void run(() => saveReceipt(grant, order.orderNo))}>
            {t('dl.downloadReceipt')}
          </button>
        ) : (
          <p>{t('dl.notPaid')}</p>
        )}
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
      </section>
    );
  }

  if (step.kind === 'code') {
    return (
      <section className="order-section" aria-labelledby="dl-code">
        <h2 id="dl-code" ref={heading} tabIndex={-1}>
          {t('dl.codeHeading')}
        </h2>
        <form className="account-panel" noValidate onSubmit={(e) => void verify(e)} aria-busy={busy}>
          <p>{t('dl.codeSent', { to: step.sentTo, minutes: step.minutes })}</p>
          <TextField
            label={t('dl.code')}
            value={values.code}
            onChange={(code) => setValues((was) => ({ ...was, code: code.replace(/\D/g, '') }))}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            error={message('code')}
          />
          {failure && (
            <p role="alert" className="ui-error">
              {failure}
            </p>
          )}
          <div className="dl-actions">
            <button type="submit" className="ui-button ui-primary" disabled={busy}>
              {t('dl.verify')}
            </button>
            <button type="button" className="ui-button" disabled={busy} onClick={() => void sendCode()}>
              {t('dl.sendAgain')}
            </button>
          </div>
        </form>
      </section>
    );
  }

  return (
    <section className="order-section" aria-labelledby="dl-find">
      <h2 id="dl-find">{t('dl.receiptHeading')}</h2>
      <form className="account-panel" noValidate onSubmit={(e) => void sendCode(e)} aria-busy={busy}>
        <p>{t('dl.receiptIntro')}</p>
        <TextField
          label={t('dl.orderNo')}
          value={values.orderNo}
          onChange={(orderNo) => setValues((was) => ({ ...was, orderNo }))}
          spellCheck={false}
          autoComplete="off"
          error={message('orderNo')}
        />
        <div className="register-phone">
          <AreaCodePicker lang={lang} value={area} onChange={setArea} labels={areaCodePickerLabels(t)} />
          <TextField
            label={t('dl.phone')}
            value={values.phone}
            onChange={(phone) => setValues((was) => ({ ...was, phone: phone.replace(/\D/g, '') }))}
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={20}
            error={message('phone')}
          />
        </div>
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
        <button type="submit" className="ui-button ui-primary" disabled={busy}>
          {t('dl.sendCode')}
        </button>
      </form>
    </section>
  );
}

export default withPackedMessages(DownloadPage);
