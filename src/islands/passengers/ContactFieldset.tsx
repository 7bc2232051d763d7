import { useId } from 'react';
import type { PhoneArea } from '../../domain/area-codes.ts';
import type { ContactForm } from '../../domain/booking/funnel.ts';
import type { Lang } from '../../domain/languages.ts';
import type { SavedContact } from '../../domain/saved-data/saved-contact.ts';
import { PHONE_INPUT_MAX } from '../../domain/validation/contacts.ts';
import { AreaCodePicker, areaCodePickerLabels } from '../../ui/area-code/AreaCodePicker.tsx';
import { EmailAutocomplete } from '../../ui/autocomplete/EmailAutocomplete.tsx';
import { FieldError } from '../../ui/FieldError.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Translate } from './field-options.ts';

export interface ContactFieldsetProps {
  contact: ContactForm;
  lang: Lang;
  emailSuffixes: readonly string[];
  /** A member's saved contacts; null for a guest. */
  saved: readonly SavedContact[] | null;
  errors: Readonly<Record<string, string>>;
  /** Names the controls `{idPrefix}-{field}`, for the page's error summary to link to. */
  idPrefix?: string;
  t: Translate;
  onChange: (change: Partial<ContactForm>) => void;
  onPick: (contact: SavedContact) => void;
}

/** The contact block: who to tell about the booking, by phone and e-mail. */
export function ContactFieldset({ contact, lang, emailSuffixes, saved, errors, idPrefix, t, onChange, onPick }: ContactFieldsetProps) {
  const id = useId();
  const fieldId = (field: string) => (idPrefix ? `${idPrefix}-${field}` : undefined);
  return (
    <fieldset className="psg-form psg-contact" aria-describedby={`${id}-hint`}>
      <legend>{t('passengers.contact.heading')}</legend>
      <p id={`${id}-hint`} className="ui-hint">
        {t('passengers.contact.hint')}
      </p>
      {saved && saved.length > 0 && (
        <SelectField
          label={t('passengers.contact.saved')}
          value={contact.cpId ?? ''}
          onChange={(cpId) => {
            const chosen = saved.find((c) => c.cpId === cpId);
            if (chosen) onPick(chosen);
          }}
          placeholder={t('passengers.contact.placeholder')}
          options={saved.map((c) => ({
            value: c.cpId,
            label: t('passengers.contact.option', { name: c.contactName, phone: `+${c.areaCode} ${c.phone}`, email: c.email }),
          }))}
        />
      )}
      <TextField
        label={t('passengers.contact.name')}
        id={fieldId('contactName')}
        required
        value={contact.contactName}
        onChange={(contactName) => onChange({ contactName })}
        error={errors.contactName}
        autoComplete="name"
        maxLength={30}
      />
      <div className="psg-row psg-phone">
        <div id={fieldId('areaCode')}>
          <AreaCodePicker
            lang={lang}
            value={{ code: contact.areaCode, region: contact.region }}
            onChange={(area: PhoneArea) => onChange({ areaCode: area.code, region: area.region })}
            labels={areaCodePickerLabels(t)}
          />
          <FieldError id={`${id}-area-error`} message={errors.areaCode} />
        </div>
        <TextField
          label={t('passengers.contact.phone')}
          id={fieldId('phone')}
          required
          value={contact.phone}
          onChange={(phone) => onChange({ phone: phone.replace(/\D/g, '') })}
          error={errors.phone}
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX}
        />
      </div>
      <EmailAutocomplete
        label={t('passengers.contact.email')}
        inputId={fieldId('email')}
        required
        value={contact.email}
        onChange={(email) => onChange({ email })}
        suffixes={emailSuffixes}
        error={errors.email}
      />
      {saved && (
        <div className="ui-check">
          <input id={`${id}-save`} type="checkbox" checked={contact.save} onChange={(event) => onChange({ save: event.target.checked })} />
          <label htmlFor={`${id}-save`}>{t(contact.cpId ? 'passengers.contact.saveChanges' : 'passengers.contact.save')}</label>
        </div>
      )}
    </fieldset>
  );
}
