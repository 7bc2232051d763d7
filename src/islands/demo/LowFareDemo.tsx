import { type FormEvent, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { calendarDateIn } from '../../domain/validation/dates.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { validateForm } from '../../domain/validation/issue.ts';
import { LowFareAlertSchema } from '../../domain/validation/schemas.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { fieldMessage, translate } from '../../lib/i18n/format.ts';
import { newCaptchaId } from '../../stores/captcha.ts';
import { CityAutocomplete } from '../../ui/autocomplete/CityAutocomplete.tsx';
import { EmailAutocomplete } from '../../ui/autocomplete/EmailAutocomplete.tsx';
import { CaptchaInput, captchaInputLabels } from '../../ui/captcha/CaptchaInput.tsx';
import { defaultYears } from '../../ui/date-picker/calendar-steps.ts';
import { DatePicker } from '../../ui/date-picker/DatePicker.tsx';

/** The test page test/subLowPrice: the low-fare alert form, checked by the shared rules as the API will check it. */
export default function LowFareDemo({ lang, emailSuffixes, messages }: { lang: Lang; emailSuffixes: readonly string[]; messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  const today = calendarDateIn(new Date());
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [values, setValues] = useState({ from: '', to: '', departureDate: '', email: '', ca: '' });
  const [captchaId, setCaptchaId] = useState(newCaptchaId);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((was) => ({ ...was, [key]: value }));
  const error = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const result = validateForm(LowFareAlertSchema, values);
    setErrors(result.ok ? {} : result.fields);
    setDone(result.ok);
  }

  return (
    <form className="demo" noValidate onSubmit={onSubmit}>
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
        value={values.departureDate}
        onChange={set('departureDate')}
        years={defaultYears(today)}
        min={today}
        labels={{ choose: t('ui.date.choose'), year: t('ui.date.year'), month: t('ui.date.month'), day: t('ui.date.day'), keys: t('ui.date.keys') }}
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
      <p role="status">{done ? t('demo.lowFare.ok') : ''}</p>
    </form>
  );
}
