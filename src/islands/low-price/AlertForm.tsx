import { type FormEvent, useId, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { alertBodyOf, type AlertForm as Form } from '../../domain/low-price/alert-form.ts';
import { AlertBodySchema, MAX_ALERT_DAYS } from '../../domain/low-price/schemas.ts';
import type { RangeLowestReply } from '../../domain/shop/range-lowest.ts';
import { type PassengerKind, stepPassengers } from '../../domain/shop/search-box-passengers.ts';
import { addDays, calendarDateIn, formatDate, parseDate } from '../../domain/validation/dates.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage } from '../../lib/i18n/error-message.ts';
import { CityAutocomplete } from '../../ui/autocomplete/CityAutocomplete.tsx';
import { defaultYears } from '../../ui/date-picker/calendar-steps.ts';
import { DatePicker } from '../../ui/date-picker/DatePicker.tsx';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { PassengerSteppers } from '../search/PassengerSteppers.tsx';
import { searchLabels } from '../search/search-labels.ts';
import type { Formatters, Translate } from '../shop/format.ts';
import type { AlertStart } from './alert-prefill.ts';
import { FareChart } from './FareChart.tsx';
import type { LowPriceCalls } from './low-price-calls.ts';

/** Without a last departure day, the chart shows the week from the first one, so that there is something to compare. */
const CHART_DAYS = 7;

type Chart = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; reply: RangeLowestReply };

export interface AlertFormProps {
  lang: Lang;
  site: string;
  currency: string;
  start: AlertStart;
  calls: LowPriceCalls;
  /** Called once the alert exists. */
  onCreated: (created: { orderNo: string; confirmationSent: boolean; email: string }) => void;
  messages: Messages;
  t: Translate;
  f: Formatters;
}

/**
 * A new alert: the route, dates, cabin and travellers of a search, and what to be told of (a price to go below,
 * or any drop). The chart shows the lowest fare of each day of the dates as they stand now.
 */
export function AlertForm({ lang, site, currency, start, calls, onCreated, messages, t, f }: AlertFormProps) {
  const id = useId();
  const labels = searchLabels(messages);
  const [today] = useState(() => calendarDateIn(new Date()));
  const [form, setForm] = useState<Form>(start.form);
  const [fromText, setFromText] = useState(start.fromText);
  const [toText, setToText] = useState(start.toText);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [chart, setChart] = useState<Chart>({ state: 'idle' });
  const set =
    <K extends keyof Form>(key: K) =>
    (value: Form[K]) =>
      setForm((was) => ({ ...was, [key]: value }));
  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  const dateLabels = (choose: string) => datePickerLabels(t, choose);
  const lastDay = parseDate(form.departFrom) ? addDays(parseDate(form.departFrom) ?? today, MAX_ALERT_DAYS - 1) : undefined;

  function check() {
    const checked = validateForm(AlertBodySchema, alertBodyOf(form, currency));
    setErrors(checked.ok ? {} : checked.fields);
    setFailure('');
    if (!checked.ok) document.getElementById(`${id}-errors`)?.focus();
    return checked;
  }

  async function showChart(): Promise<void> {
    const checked = check();
    if (!checked.ok) return;
    const body = checked.value;
    const first = parseDate(body.departFrom);
    if (!first) return;
    const dateTo = body.departTo && body.departTo !== body.departFrom ? body.departTo : formatDate(addDays(first, CHART_DAYS - 1));
    setChart({ state: 'loading' });
    try {
      const reply = await calls.lowestFares({
        origin: body.origin,
        destination: body.destination,
        dateFrom: body.departFrom,
        dateTo,
        returnDate: body.returnDate,
        cabin: body.cabin,
        adults: body.adults,
        children: body.children,
        infants: body.infants,
      });
      setChart({ state: 'ready', reply });
    } catch (caught) {
      setChart(isApiError(caught, 'abort') ? { state: 'idle' } : { state: 'failed', text: failureText(messages, caught) });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const checked = check();
    if (!checked.ok) return;
    setBusy(true);
    try {
      const created = await calls.subscribe(checked.value);
      onCreated({ orderNo: created.orderNo, confirmationSent: created.confirmationSent, email: checked.value.email });
    } catch (caught) {
      if (!isApiError(caught, 'abort')) setFailure(failureText(messages, caught));
    } finally {
      setBusy(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form className="low-fare-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('lowFare.form.title')}</h2>
      <p>{t('lowFare.form.intro')}</p>
      <p id={`${id}-errors`} tabIndex={-1} role="alert" className={errorCount > 0 ? 'ui-error' : 'low-fare-quiet'}>
        {errorCount > 0 ? t('lowFare.form.errors', { count: errorCount }) : ''}
      </p>
      <fieldset className="low-fare-group">
        <legend className="ui-label">{labels.tripType}</legend>
        {([1, 2] as const).map((type) => (
          <label key={type} className="low-fare-check">
            <input type="radio" name={`${id}-trip`} checked={form.tripType === type} onChange={() => set('tripType')(type)} />
            {t(type === 2 ? 'search.trip.R' : 'search.trip.S')}
          </label>
        ))}
      </fieldset>
      <CityAutocomplete
        label={t('search.from')}
        lang={lang}
        text={fromText}
        onTextChange={(text) => {
          setFromText(text);
          set('origin')('');
        }}
        onChoose={(city) => set('origin')(city.code)}
        noMatch={t('ui.city.noMatch')}
        error={error('origin')}
      />
      <CityAutocomplete
        label={t('search.to')}
        lang={lang}
        text={toText}
        onTextChange={(text) => {
          setToText(text);
          set('destination')('');
        }}
        onChoose={(city) => set('destination')(city.code)}
        noMatch={t('ui.city.noMatch')}
        error={error('destination')}
      />
      <DatePicker
        label={t('lowFare.form.departFrom')}
        lang={lang}
        site={site}
        value={form.departFrom}
        onChange={set('departFrom')}
        years={defaultYears(today)}
        min={today}
        labels={dateLabels(t('lowFare.form.chooseDepartFrom'))}
        error={error('departFrom')}
      />
      <DatePicker
        label={t('lowFare.form.departTo')}
        lang={lang}
        site={site}
        value={form.departTo}
        onChange={set('departTo')}
        years={defaultYears(today)}
        min={parseDate(form.departFrom) ?? today}
        max={lastDay}
        labels={dateLabels(t('lowFare.form.chooseDepartTo'))}
        error={error('departTo')}
      />
      <p className="ui-hint">{t('lowFare.form.departToHint', { days: MAX_ALERT_DAYS })}</p>
      {form.tripType === 2 && (
        <DatePicker
          label={t('search.returnDate')}
          lang={lang}
          site={site}
          value={form.returnDate}
          onChange={set('returnDate')}
          years={defaultYears(today)}
          min={parseDate(form.departTo || form.departFrom) ?? today}
          labels={dateLabels(t('search.chooseReturn'))}
          error={error('returnDate')}
        />
      )}
      <SelectField label={labels.cabin} value={String(form.cabin)} onChange={(value) => set('cabin')(Number(value) as Form['cabin'])} options={labels.cabins} />
      <PassengerSteppers
        counts={{ adt: form.adults, cnn: form.children, inf: form.infants }}
        onStep={(kind: PassengerKind, delta) => {
          const next = stepPassengers({ adt: form.adults, cnn: form.children, inf: form.infants }, kind, delta);
          setForm((was) => ({ ...was, adults: next.adt, children: next.cnn, infants: next.inf }));
        }}
        labels={labels.passengers}
        errors={{ adt: error('adults'), cnn: error('children'), inf: error('infants') }}
      />
      <label className="low-fare-check">
        <input type="checkbox" checked={form.nonstopOnly} onChange={(event) => set('nonstopOnly')(event.target.checked)} />
        {t('lowFare.nonstop')}
      </label>
      <TextField
        label={t('lowFare.form.target', { currency })}
        hint={t('lowFare.form.targetHint')}
        inputMode="decimal"
        value={form.targetPrice}
        onChange={set('targetPrice')}
        error={error('targetPrice')}
      />
      <label className="low-fare-check">
        <input type="checkbox" checked={form.keepWatching} onChange={(event) => set('keepWatching')(event.target.checked)} />
        {t('lowFare.form.keepWatching')}
      </label>
      <TextField
        label={t('lowFare.form.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        value={form.email}
        onChange={set('email')}
        error={error('email')}
      />
      <div className="low-fare-actions">
        <button type="button" className="ui-button" onClick={() => void showChart()} disabled={chart.state === 'loading'}>
          {t('lowFare.chart.show')}
        </button>
        <button type="submit" className="ui-button ui-primary" disabled={busy}>
          {busy ? t('lowFare.form.busy') : t('lowFare.form.submit')}
        </button>
      </div>
      {failure && (
        <p className="ui-error" role="alert">
          {failure}
        </p>
      )}
      <div aria-live="polite" className="low-fare-chart-region">
        {chart.state === 'loading' && <p>{t('lowFare.chart.loading')}</p>}
        {chart.state === 'failed' && <p className="ui-error">{chart.text}</p>}
        {chart.state === 'ready' && <FareChart reply={chart.reply} t={t} f={f} />}
      </div>
    </form>
  );
}
