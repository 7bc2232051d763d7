import { type FormEvent, useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import { addDays, calendarDateIn, formatDate, parseDate } from '../../domain/validation/dates.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { LowFareAlertSchema } from '../../domain/validation/schemas.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { CityAutocomplete } from '../../ui/autocomplete/CityAutocomplete.tsx';
import { EmailAutocomplete } from '../../ui/autocomplete/EmailAutocomplete.tsx';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { defaultYears } from '../../ui/date-picker/calendar-steps.ts';
import { DatePicker } from '../../ui/date-picker/DatePicker.tsx';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { lowestOfWeek, WATCHED_DAYS } from './range-lowest-calls.ts';

/**
 * The test page test/subLowPrice: the low-fare alert form, checked by the shared rules as the API will check it;
 * once it is right, it shows the lowest fare of the week from the departure date, as the alert would watch it.
 */
function LowFareDemo({ site, lang, emailSuffixes, messages }: { site: string; lang: Lang; emailSuffixes: readonly string[]; messages: Messages }) {
  const t = (key: string, params?: Params) => translate(messages, key, params);
  const today = calendarDateIn(new Date());
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [values, setValues] = useState({ from: '', to: '', departureDate: '', email: '', ca: '' });
  const [captchaId, setCaptchaId] = useState('');
  // Drawn after hydration: an id drawn while the page was built would differ from the browser's and show another code.
  useEffect(() => setCaptchaId(newCaptchaId()), []);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [status, setStatus] = useState('');
  const set = (key: keyof typeof values) => (value: string) => setValues((was) => ({ ...was, [key]: value }));
  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateForm(LowFareAlertSchema, values);
    setErrors(result.ok ? {} : result.fields);
    setStatus('');
    const first = parseDate(values.departureDate);
    if (!result.ok || !first) return;
    const range = { from: values.departureDate, to: formatDate(addDays(first, WATCHED_DAYS - 1)) };
    try {
      const reply = await lowestOfWeek(site, lang, { ...values, captchaId, dateFrom: range.from, dateTo: range.to });
      const lowest = reply.rangLowest;
      setStatus(
        lowest
          ? `${t('demo.lowFare.ok')} ${t('lowPriceRange.found', { ...range, price: siteFormat(lang, site).money(lowest.saleTotal), date: lowest.outbound })}`
          : `${t('demo.lowFare.ok')} ${t('lowPriceRange.none', range)}`,
      );
    } catch (caught) {
      if (isApiError(caught, 'abort')) return;
      const code = isApiError(caught) ? caught.code : 'network';
      // A captcha is good for one lookup: a used or wrong one is replaced by a fresh image.
      if (code === 'CZWEB000010' || code === 'CZWEB000011') {
        setCaptchaId(newCaptchaId());
        setValues((was) => ({ ...was, ca: '' }));
        setErrors({ ca: { code: 'e01' } });
      }
      setStatus(errorMessage(messages, code));
    }
  }

  return (
    <form className="demo" noValidate onSubmit={(event) => void onSubmit(event)}>
      <CityAutocomplete
        label={t('demo.from')}
        lang={lang}
        text={fromText}
        onTextChange={setFromText}
        onChoose={(c) => set('from')(c.code)}
        noMatch={t('ui.city.noMatch')}
        error={error('from')}
      />
      <CityAutocomplete
        label={t('demo.to')}
        lang={lang}
        text={toText}
        onTextChange={setToText}
        onChoose={(c) => set('to')(c.code)}
        noMatch={t('ui.city.noMatch')}
        error={error('to')}
      />
      <DatePicker
        label={t('demo.departure')}
        lang={lang}
        site={site}
        value={values.departureDate}
        onChange={set('departureDate')}
        years={defaultYears(today)}
        min={today}
        labels={datePickerLabels(t)}
        error={error('departureDate')}
      />
      <EmailAutocomplete label={t('demo.email')} value={values.email} onChange={set('email')} suffixes={emailSuffixes} error={error('email')} />
      <CaptchaInput
        captchaId={captchaId}
        value={values.ca}
        onChange={set('ca')}
        onReload={() => setCaptchaId(newCaptchaId())}
        labels={captchaInputLabels(t)}
        error={error('ca')}
      />
      <button type="submit" className="ui-button ui-primary">
        {t('demo.lowFare.submit')}
      </button>
      <p role="status">{status}</p>
    </form>
  );
}

export default withPackedMessages(LowFareDemo);
