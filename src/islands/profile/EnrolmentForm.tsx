import { type FormEvent, useId, useRef, useState } from 'react';
import { SEX } from '../../domain/saved-data/passenger-fields.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ProfileCalls } from './profile-calls.ts';
import type { ProfileText } from './profile-text.ts';

type Field = 'birthday' | 'gender' | 'nationality';
const FIELDS: readonly Field[] = ['birthday', 'gender', 'nationality'];

/**
 * Enrolment in the frequent-flyer programme (ffpEnrollment) for a member who
 * joined without it, by social login: the programme needs a birthday (at least
 * 14 years ago, which the server checks), a gender and a nationality.
 */
export function EnrolmentForm({
  text,
  calls,
  nationality,
  onEnrolled,
}: {
  text: ProfileText;
  calls: ProfileCalls;
  nationality: string;
  onEnrolled: () => void;
}) {
  const { t } = text;
  const [values, setValues] = useState<Record<Field, string>>({ birthday: '', gender: '', nationality });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useId();
  const birthday = useRef<HTMLInputElement>(null);

  const set = (field: Field) => (value: string) => setValues((was) => ({ ...was, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const missing = FIELDS.filter((field) => values[field] === '');
    const outcome = missing.length > 0 ? { ok: false as const, code: 'e00', fields: Object.fromEntries(missing.map((f) => [f, 'e00'])) } : undefined;
    setBusy(outcome === undefined);
    setAlert('');
    const result = outcome ?? (await calls.enrol(values));
    setBusy(false);
    if (result.ok) {
      onEnrolled();
      return;
    }
    const wrong = FIELDS.filter((field) => result.fields[field] !== undefined);
    setErrors(Object.fromEntries(wrong.map((field) => [field, text.field('enrol', field, result.fields[field] ?? 'e01')])));
    if (wrong.includes('birthday')) birthday.current?.focus();
    if (wrong.length === 0) setAlert(text.failure(result.code));
  }

  return (
    <form className="profile-form" noValidate aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <h3 id={heading}>{t('profile.enrol.heading')}</h3>
      <p>{t('profile.enrol.intro')}</p>
      <TextField
        ref={birthday}
        type="date"
        label={t('profile.enrol.birthday')}
        value={values.birthday}
        onChange={set('birthday')}
        error={errors.birthday}
        autoComplete="bday"
      />
      <SelectField
        label={t('profile.enrol.gender')}
        value={values.gender}
        onChange={set('gender')}
        placeholder={t('profile.choose')}
        options={[
          { value: SEX.female, label: t('passengers.sex.female') },
          { value: SEX.male, label: t('passengers.sex.male') },
        ]}
        error={errors.gender}
      />
      <SelectField
        label={t('profile.enrol.nationality')}
        value={values.nationality}
        onChange={set('nationality')}
        options={text.countries}
        error={errors.nationality}
      />
      <p role="alert" className="ui-error profile-alert">
        {alert}
      </p>
      <button type="submit" className="ui-button ui-primary" aria-disabled={busy}>
        {t('profile.enrol.submit')}
      </button>
    </form>
  );
}
