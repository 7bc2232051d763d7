import { type FormEvent, useId, useState } from 'react';
import { majorUnitsText, minorUnits } from '../../domain/low-price/alert-form.ts';
import { type AlertView, UpdateAlertBodySchema } from '../../domain/low-price/schemas.ts';
import { LOW_FARE_STATUS } from '../../domain/reference/low-fare.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { Formatters, Translate } from '../shop/format.ts';

export interface AlertCardProps {
  alert: AlertView;
  /** The site's currency, in which a target price is typed. */
  currency: string;
  /** Names a city code in the page's language, once the city list has loaded. */
  cityName: (code: string) => string;
  onSave: (change: { orderNo: string; targetPrice: number | null; flightScheme: 1 | 2; keepWatching: boolean }) => Promise<boolean>;
  onCancel: (alert: AlertView) => void;
  busy: boolean;
  messages: Messages;
  t: Translate;
  f: Formatters;
}

/** One alert: what it watches, what it last saw, and, while it runs, a change form and a cancel button. */
export function AlertCard({ alert, currency, cityName, onSave, onCancel, busy, messages, t, f }: AlertCardProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState('');
  const [nonstop, setNonstop] = useState(alert.nonstopOnly);
  const [keep, setKeep] = useState(alert.keepWatching);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const route = t('lowFare.card.route', { from: cityName(alert.origin), to: cityName(alert.destination) });
  const running = alert.status === LOW_FARE_STATUS.running;
  const status = running && !alert.confirmed ? t('lowFare.status.unconfirmed') : t(`lowFare.status.${alert.status}`);
  const dates =
    alert.departFrom === alert.departTo ? f.longDay(alert.departFrom) : t('lowFare.card.between', { from: f.day(alert.departFrom), to: f.day(alert.departTo) });

  function startEditing(): void {
    setTarget(alert.targetPrice ? majorUnitsText(alert.targetPrice.amount, alert.targetPrice.currency) : '');
    setNonstop(alert.nonstopOnly);
    setKeep(alert.keepWatching);
    setErrors({});
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const change = {
      orderNo: alert.orderNo,
      targetPrice: target.trim() === '' ? null : minorUnits(target, alert.targetPrice?.currency ?? currency),
      flightScheme: nonstop ? 2 : 1,
      keepWatching: keep,
    };
    const checked = validateForm(UpdateAlertBodySchema, change);
    setErrors(checked.ok ? {} : checked.fields);
    if (!checked.ok) return;
    if (await onSave({ ...change, flightScheme: checked.value.flightScheme })) setEditing(false);
  }

  return (
    <li className="low-fare-card" aria-labelledby={`${id}-route`}>
      <h3 id={`${id}-route`}>{route}</h3>
      <dl className="low-fare-facts">
        <dt>{t('lowFare.card.status')}</dt>
        <dd>{status}</dd>
        <dt>{t('lowFare.card.orderNo')}</dt>
        <dd>{alert.orderNo}</dd>
        <dt>{t('lowFare.card.trip')}</dt>
        <dd>
          {t(alert.tripType === 2 ? 'search.trip.R' : 'search.trip.S')} · {t(`cabin.${alert.cabin}`)} ·{' '}
          {t('lowFare.card.travellers', { adt: alert.adults, cnn: alert.children, inf: alert.infants })}
          {alert.nonstopOnly && ` · ${t('lowFare.nonstop')}`}
        </dd>
        <dt>{t('lowFare.card.dates')}</dt>
        <dd>
          {dates}
          {alert.returnDate && ` → ${f.longDay(alert.returnDate)}`}
          {alert.stayDays !== null && ` · ${t('lowFare.card.stay', { days: alert.stayDays })}`}
        </dd>
        <dt>{t('lowFare.card.target')}</dt>
        <dd>{alert.targetPrice ? t('lowFare.card.below', { price: f.money(alert.targetPrice) }) : t('lowFare.card.anyDrop')}</dd>
        <dt>{t('lowFare.card.lowest')}</dt>
        <dd>
          {alert.lowestPrice && alert.lowestDate
            ? t('lowFare.card.lowestOn', { price: f.money(alert.lowestPrice), date: f.longDay(alert.lowestDate) })
            : t('lowFare.card.notYet')}
        </dd>
        <dt>{t('lowFare.card.email')}</dt>
        <dd>{alert.email}</dd>
      </dl>
      {running && !editing && (
        <div className="low-fare-actions">
          <button type="button" className="ui-button" onClick={startEditing} aria-label={t('lowFare.card.changeNamed', { route })}>
            {t('lowFare.card.change')}
          </button>
          <button type="button" className="ui-button" disabled={busy} onClick={() => onCancel(alert)} aria-label={t('lowFare.card.cancelNamed', { route })}>
            {t('lowFare.card.cancel')}
          </button>
        </div>
      )}
      {running && editing && (
        <form className="low-fare-edit" noValidate onSubmit={(event) => void save(event)} aria-label={t('lowFare.card.changeNamed', { route })}>
          <TextField
            label={t('lowFare.form.target', { currency: alert.targetPrice?.currency ?? currency })}
            hint={t('lowFare.form.targetHint')}
            inputMode="decimal"
            value={target}
            onChange={setTarget}
            error={errors.targetPrice ? fieldMessage(messages, errors.targetPrice) : undefined}
          />
          <label className="low-fare-check">
            <input type="checkbox" checked={nonstop} onChange={(event) => setNonstop(event.target.checked)} />
            {t('lowFare.nonstop')}
          </label>
          <label className="low-fare-check">
            <input type="checkbox" checked={keep} onChange={(event) => setKeep(event.target.checked)} />
            {t('lowFare.form.keepWatching')}
          </label>
          <div className="low-fare-actions">
            <button type="submit" className="ui-button ui-primary" disabled={busy}>
              {t('lowFare.card.save')}
            </button>
            <button type="button" className="ui-button" onClick={() => setEditing(false)}>
              {t('lowFare.card.discard')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
