import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { PhoneArea } from '../../domain/area-codes.ts';
import { calendarDateIn } from '../../domain/calendar.ts';
import { bcp47, type Lang } from '../../domain/languages.ts';
import { TICKET_TYPES } from '../../domain/reference/passenger-types.ts';
import { PROOF_LIMITS, RegistrationBodySchema } from '../../domain/special-passengers/registration.ts';
import { TICKET_TYPE_RULES } from '../../domain/special-passengers/ticket-types.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureFields } from '../../lib/api/failure-fields.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { DatePicker } from '../../ui/date-picker/DatePicker.tsx';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { anyAgeBirthdayPicker, useCountryOptions } from '../passengers/field-options.ts';
import { sppsgCalls } from './sppsg-calls.ts';

interface Props {
  readonly site: string;
  readonly lang: Lang;
  readonly messages: Messages;
  readonly area: PhoneArea;
  readonly nationality: string;
}

// The controls are named after their fields, for the error summary to link to.
const fieldId = (field: string) => (field === 'phone' || field === 'areaCode' ? 'sppsg-phone' : `sppsg-${field}`);

const EMPTY = { ticketType: '', surname: '', givenName: '', birthday: '', nationality: '', documentNumber: '', email: '', phone: '' };

/**
 * sppsg/register: a traveller registers for a special ticket type with who they are and proof of it (images or PDF),
 * then confirms the e-mail address from the mailed link. The demo rules of each type are said beside the choice.
 */
function SppsgRegister({ site, lang, messages, area: defaultArea, nationality }: Props) {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
  const [values, setValues] = useState({ ...EMPTY, nationality });
  const [area, setArea] = useState(defaultArea);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, FieldIssue>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ authCode: string; sentTo: string } | null>(null);
  // Counts refused sends: each moves the focus to the summary of what is wrong, so that it is read out.
  const [refused, setRefused] = useState(0);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const countries = useCountryOptions(bcp47(lang));
  const birthday = useMemo(() => anyAgeBirthdayPicker(calendarDateIn(new Date())), []);
  const dateLabels = datePickerLabels(t);
  const message = (key: string) => (errors[key] ? fieldMessage(messages, errors[key]) : undefined);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((was) => ({ ...was, [key]: value }));
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);
  const rule = values.ticketType ? TICKET_TYPE_RULES[values.ticketType as keyof typeof TICKET_TYPE_RULES] : undefined;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const body = { country: site, language: lang, ...values, areaCode: area.code, documentType: 'PP' as const, files };
    const result = validateForm(RegistrationBodySchema, body);
    setErrors(result.ok ? {} : result.fields);
    setFailure('');
    if (!result.ok) {
      setRefused((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      setDone(await sppsgCalls.register({ ...body, ticketType: result.value.ticketType }));
    } catch (error) {
      if (isApiError(error, 'abort')) return;
      setErrors(failureFields(error));
      setFailure(errorMessage(messages, isApiError(error) ? error.code : 'network'));
      setRefused((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <section className="account-panel" aria-labelledby="sppsg-done">
        <h2 id="sppsg-done" ref={doneHeading} tabIndex={-1}>
          {t('sppsg.register.doneHeading')}
        </h2>
        <p>{t('sppsg.register.done', { to: done.sentTo })}</p>
        <p>
          {t('sppsg.register.code')} <strong>{done.authCode}</strong>
        </p>
        <p>
          <a href={`../confirmation/${done.authCode}/`}>{t('sppsg.register.follow')}</a>
        </p>
      </section>
    );
  }

  const issues = Object.entries(errors);
  return (
    <form className="account-panel sppsg-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <p className="demo-label">{t('sppsg.register.demo')}</p>
      <p>{t('sppsg.register.intro')}</p>
      <ErrorSummary
        heading={t('sppsg.register.fix', { count: issues.length })}
        issues={issues.map(([key, issue]) => ({ target: fieldId(key), label: t(`sppsg.field.${key}`), message: fieldMessage(messages, issue) }))}
        failure={failure}
        refusals={refused}
      />
      <SelectField
        label={t('sppsg.field.ticketType')}
        id={fieldId('ticketType')}
        required
        value={values.ticketType}
        onChange={set('ticketType')}
        placeholder={t('sppsg.register.choose')}
        options={TICKET_TYPES.map((code) => ({ value: code, label: t(`sppsg.type.${code}`) }))}
        hint={rule ? t(rule.economyOnly ? 'sppsg.rule.economy' : 'sppsg.rule.any', { percent: rule.discountPercent }) : undefined}
        error={message('ticketType')}
      />
      <TextField
        label={t('sppsg.field.surname')}
        id={fieldId('surname')}
        required
        value={values.surname}
        onChange={set('surname')}
        autoComplete="family-name"
        error={message('surname')}
      />
      <TextField
        label={t('sppsg.field.givenName')}
        id={fieldId('givenName')}
        required
        value={values.givenName}
        onChange={set('givenName')}
        autoComplete="given-name"
        error={message('givenName')}
      />
      <DatePicker
        label={t('sppsg.field.birthday')}
        inputId={fieldId('birthday')}
        required
        lang={lang}
        site={site}
        value={values.birthday}
        onChange={set('birthday')}
        years={birthday.years}
        min={birthday.min}
        max={birthday.max}
        labels={dateLabels}
        error={message('birthday')}
      />
      <SelectField
        label={t('sppsg.field.nationality')}
        id={fieldId('nationality')}
        required
        value={values.nationality}
        onChange={set('nationality')}
        options={countries}
        error={message('nationality')}
      />
      <TextField
        label={t('sppsg.field.documentNumber')}
        id={fieldId('documentNumber')}
        required
        hint={t('sppsg.register.documentHint')}
        value={values.documentNumber}
        onChange={set('documentNumber')}
        spellCheck={false}
        autoComplete="off"
        error={message('documentNumber')}
      />
      <TextField
        label={t('sppsg.field.email')}
        id={fieldId('email')}
        required
        value={values.email}
        onChange={set('email')}
        type="email"
        autoComplete="email"
        error={message('email')}
      />
      <div className="register-phone">
        <AreaCodePicker lang={lang} value={area} onChange={setArea} labels={areaCodePickerLabels(t)} />
        <TextField
          label={t('sppsg.field.phone')}
          id={fieldId('phone')}
          required
          value={values.phone}
          onChange={(phone) => set('phone')(phone.replace(/\D/g, ''))}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={20}
          error={message('phone')}
        />
      </div>
      <div className="ui-field">
        <label htmlFor="sppsg-files">{t('sppsg.field.files')}</label>
        <p id="sppsg-files-hint" className="ui-hint">
          {t('sppsg.register.filesHint', { count: PROOF_LIMITS.files, megabytes: PROOF_LIMITS.bytes / 1024 / 1024 })}
        </p>
        <input
          id="sppsg-files"
          required
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-describedby={`sppsg-files-hint${errors.files ? ' sppsg-files-error' : ''}`}
          aria-invalid={errors.files ? true : undefined}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
        <FieldError id="sppsg-files-error" message={message('files')} />
      </div>
      <button type="submit" className="ui-button ui-primary" disabled={busy}>
        {t('sppsg.register.submit')}
      </button>
    </form>
  );
}

export default withPackedMessages(SppsgRegister);
