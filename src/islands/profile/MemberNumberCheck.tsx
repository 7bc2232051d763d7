import { type FormEvent, useId, useRef, useState } from 'react';
import { TextField } from '../../ui/TextField.tsx';
import type { ProfileCalls } from './profile-calls.ts';
import type { ProfileText } from './profile-text.ts';

type Field = 'cardNo' | 'surname' | 'givenName';
const FIELDS: readonly Field[] = ['cardNo', 'surname', 'givenName'];

/**
 * A member who joined by social login may hold a programme number from before:
 * verifyMember says only whether that number belongs to the name typed, so the
 * member knows which number to quote. The server asks for the captcha after
 * failed checks, and the shell's captcha dialog opens for it.
 */
export function MemberNumberCheck({ text, calls, name }: { text: ProfileText; calls: ProfileCalls; name: { surname: string; givenName: string } }) {
  const { t } = text;
  const [values, setValues] = useState<Record<Field, string>>({ cardNo: '', ...name });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [answer, setAnswer] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useId();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const set = (field: Field) => (value: string) => setValues((was) => ({ ...was, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    setAnswer(null);
    const missing = FIELDS.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, text.field('check', field, 'e00')])));
      inputs.current[missing[0]]?.focus();
      return;
    }
    setBusy(true);
    const outcome = await calls.checkMemberNumber({ cardNo: values.cardNo.trim(), surname: values.surname.trim(), givenName: values.givenName.trim() });
    setBusy(false);
    if (outcome.ok) {
      setErrors({});
      setAnswer({ kind: 'status', text: t(outcome.value.match ? 'profile.check.match' : 'profile.check.noMatch') });
      return;
    }
    const wrong = FIELDS.filter((field) => outcome.fields[field] !== undefined);
    setErrors(Object.fromEntries(wrong.map((field) => [field, text.field('check', field, outcome.fields[field] ?? 'e01')])));
    if (wrong.length > 0) inputs.current[wrong[0]]?.focus();
    else setAnswer({ kind: 'alert', text: text.failure(outcome.code) });
  }

  const field = (name: Field, autoComplete: string) => (
    <TextField
      ref={(el) => {
        inputs.current[name] = el;
      }}
      label={t(`profile.check.${name}`)}
      value={values[name]}
      onChange={set(name)}
      error={errors[name]}
      autoComplete={autoComplete}
    />
  );

  return (
    <form className="profile-form" noValidate aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <h3 id={heading}>{t('profile.check.heading')}</h3>
      <p>{t('profile.check.intro')}</p>
      {field('cardNo', 'off')}
      {field('surname', 'family-name')}
      {field('givenName', 'given-name')}
      <p role="status" className="profile-notice">
        {answer?.kind === 'status' ? answer.text : ''}
      </p>
      <p role="alert" className="ui-error profile-alert">
        {answer?.kind === 'alert' ? answer.text : ''}
      </p>
      <button type="submit" className="ui-button ui-primary" aria-disabled={busy}>
        {t('profile.check.submit')}
      </button>
    </form>
  );
}
