import { type FormEvent, useId, useRef, useState } from 'react';
import type { MemberStatus } from '../../domain/member/account-schemas.ts';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { ProfileCalls } from './profile-calls.ts';
import { PROFILE_DOCUMENTS, type ProfileText } from './profile-text.ts';

type Certificate = MemberStatus['certificates'][number];
type Field = 'type' | 'number' | 'issuer' | 'expiry';
const FIELDS: readonly Field[] = ['type', 'number', 'issuer', 'expiry'];

/**
 * Adds an identity document to the member (newCertificate). The server checks the
 * number under its type's rule and the expiry against today; its field codes are
 * shown at the fields, and the first wrong field takes the focus.
 */
export function DocumentForm({
  text,
  calls,
  issuer,
  onAdded,
}: {
  text: ProfileText;
  calls: ProfileCalls;
  issuer: string;
  onAdded: (added: Certificate) => void;
}) {
  const { t } = text;
  const blank = { type: 'PP', number: '', issuer, expiry: '' };
  const [values, setValues] = useState<Record<Field, string>>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useId();
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});

  const set = (field: Field) => (value: string) => setValues((was) => ({ ...was, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const missing = FIELDS.filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, text.field('document', field, 'e00')])));
      inputs.current[missing[0]]?.focus();
      return;
    }
    setBusy(true);
    setAlert('');
    const outcome = await calls.addDocument({ ...values, number: values.number.trim() });
    setBusy(false);
    if (outcome.ok) {
      setValues(blank);
      setErrors({});
      onAdded(outcome.value.certificate);
      return;
    }
    const wrong = FIELDS.filter((field) => outcome.fields[field] !== undefined);
    const duplicate = outcome.code === 'conflict' && wrong.includes('number');
    setErrors(
      Object.fromEntries(
        wrong.map((field) => [field, duplicate ? t('profile.document.duplicate') : text.field('document', field, outcome.fields[field] ?? 'e01')]),
      ),
    );
    if (wrong.length > 0) inputs.current[wrong[0]]?.focus();
    else setAlert(outcome.code === 'conflict' ? t('profile.document.full') : text.failure(outcome.code));
  }

  return (
    <form className="profile-form" noValidate aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <h3 id={heading}>{t('profile.document.add')}</h3>
      <SelectField
        label={t('profile.document.type')}
        value={values.type}
        onChange={set('type')}
        options={PROFILE_DOCUMENTS.map((type) => ({ value: type, label: text.documentName(type) }))}
        error={errors.type}
      />
      <TextField
        ref={(el) => {
          inputs.current.number = el;
        }}
        label={t('profile.document.number')}
        value={values.number}
        onChange={set('number')}
        error={errors.number}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={18}
      />
      <SelectField label={t('profile.document.issuer')} value={values.issuer} onChange={set('issuer')} options={text.countries} error={errors.issuer} />
      <TextField
        ref={(el) => {
          inputs.current.expiry = el;
        }}
        type="date"
        label={t('profile.document.expiry')}
        value={values.expiry}
        onChange={set('expiry')}
        error={errors.expiry}
      />
      <p role="alert" className="ui-error profile-alert">
        {alert}
      </p>
      <button type="submit" className="ui-button ui-primary" aria-disabled={busy}>
        {t('profile.document.save')}
      </button>
    </form>
  );
}
