import { useId } from 'react';
import type { SelectOption } from '../../ui/SelectField.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { Translate } from '../passengers/field-options.ts';

export interface ResidenceFieldsetProps {
  /** The form's fields; the residence ones are read by their names. */
  fields: Readonly<Record<string, string>>;
  countries: readonly SelectOption[];
  errors: Readonly<Record<string, string>>;
  t: Translate;
  onField: (field: string, value: string) => void;
}

/** The passenger's residence address (spec 3): optional as a whole; street, city and country once any part is given. */
export function ResidenceFieldset({ fields, countries, errors, t, onField }: ResidenceFieldsetProps) {
  const id = useId();
  const text = (field: string, label: string, autoComplete: string, maxLength: number) => (
    <TextField
      label={t(label)}
      value={fields[field] ?? ''}
      onChange={(value) => onField(field, value)}
      error={errors[field]}
      autoComplete={autoComplete}
      maxLength={maxLength}
    />
  );
  return (
    <fieldset className="psg-form" aria-describedby={`${id}-hint`}>
      <legend>{t('myPassengers.more.residence')}</legend>
      <p id={`${id}-hint`} className="ui-hint">
        {t('myPassengers.more.residenceHint')}
      </p>
      <div className="psg-row">
        {text('residenceAddress', 'myPassengers.more.address', 'address-line1', 35)}
        {text('residenceCity', 'myPassengers.more.city', 'address-level2', 35)}
        {text('residenceZip', 'myPassengers.more.zip', 'postal-code', 17)}
        <SelectField
          label={t('myPassengers.more.country')}
          value={fields.residenceCountry ?? ''}
          onChange={(choice) => onField('residenceCountry', choice)}
          placeholder={t('passengers.choose')}
          options={countries}
          error={errors.residenceCountry}
          autoComplete="country"
        />
        {text('residenceState', 'myPassengers.more.state', 'address-level1', 35)}
      </div>
    </fieldset>
  );
}
