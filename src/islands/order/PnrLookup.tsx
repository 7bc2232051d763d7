import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type PnrBooking, PnrFormSchema } from '../../domain/booking/order-access.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { Itinerary } from './Itinerary.tsx';
import { orderCalls } from './order-calls.ts';
import { useOrderText, usePlaceNames } from './order-format.ts';
import { keepLookup } from './order-lookup.ts';
import { PassengerTickets } from './PassengerTickets.tsx';

/** pnr: a booking by its six-character reference and a passenger's surname, with its flights, passengers and tickets. */
function PnrLookup({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  const [values, setValues] = useState({ pnrNo: '', surname: '' });
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ booking: PnrBooking; surname: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (found) heading.current?.focus();
  }, [found]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(PnrFormSchema, { pnrNo: values.pnrNo.trim(), surname: values.surname });
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok || busy) return;
    setBusy(true);
    setFound(null);
    try {
      setFound({ booking: await orderCalls.pnr(site, lang, result.value.pnrNo.toUpperCase(), result.value.surname), surname: result.value.surname });
    } catch (error) {
      if (!isApiError(error, 'abort'))
        setFailure(isApiError(error, 'notFound') ? t('pnr.notFound') : errorMessage(messages, isApiError(error) ? error.code : 'network'));
    } finally {
      setBusy(false);
    }
  }

  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  return (
    <div className="order-page">
      <form className="account-panel" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
        <p>{t('pnr.intro')}</p>
        <TextField
          label={t('pnr.locator')}
          value={values.pnrNo}
          onChange={(pnrNo) => setValues((was) => ({ ...was, pnrNo }))}
          maxLength={6}
          autoComplete="off"
          spellCheck={false}
          error={error('pnrNo')}
        />
        <TextField
          label={t('pnr.surname')}
          value={values.surname}
          onChange={(surname) => setValues((was) => ({ ...was, surname }))}
          autoComplete="family-name"
          error={error('surname')}
        />
        {failure && (
          <p role="alert" className="ui-error">
            {failure}
          </p>
        )}
        <button type="submit" className="ui-button ui-primary" disabled={busy}>
          {t('pnr.submit')}
        </button>
      </form>
      {found && (
        <div className="order-found">
          <h2 ref={heading} tabIndex={-1}>
            {t('pnr.heading', { locator: found.booking.locator })}
          </h2>
          <dl className="order-facts order-heading">
            <div>
              <dt>{t('order.orderNo')}</dt>
              <dd className="order-number">{found.booking.orderNo}</dd>
            </div>
            <div>
              <dt>{t('order.status')}</dt>
              <dd>
                <span className={`order-badge order-badge-${found.booking.status}`}>{t(`order.status.${found.booking.status}`)}</span>
              </dd>
            </div>
          </dl>
          <Itinerary segments={found.booking.segments} names={names} t={t} f={f} />
          <PassengerTickets passengers={found.booking.passengers} t={t} />
          <p>
            <a
              href={routeHref(baseOf(location.pathname), site, lang, 'my.order.detail', { oId: found.booking.orderNo })}
              onClick={() => keepLookup({ orderNo: found.booking.orderNo, surname: found.surname })}
            >
              {t('pnr.details')}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}

export default withPackedMessages(PnrLookup);
