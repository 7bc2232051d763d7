import { useId, useState } from 'react';
import type { PassengerForm } from '../../domain/booking/funnel.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { FFP_AIRLINES } from '../../domain/reference/airlines.ts';
import { SEX } from '../../domain/saved-data/passenger-fields.ts';
import { NAME_FIELDS } from '../../domain/saved-data/passenger-names.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { DatePicker, type DatePickerLabels } from '../../ui/date-picker/DatePicker.tsx';
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { anyAgeBirthdayPicker, birthdayPicker, documentTypeOptions, expiryPicker, type Translate } from './field-options.ts';

/** The key of a saved passenger in the picker: a saved one by psgId, an earlier traveller by pastId. */
export const savedKey = (passenger: SavedPassenger) => (passenger.psgId ? `psg:${passenger.psgId}` : `past:${passenger.pastId ?? ''}`);

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  givenName: 'given-name',
  middleName: 'additional-name',
  lastName: 'family-name',
  surname: 'family-name',
};

export interface PassengerFieldsetProps {
  form: PassengerForm;
  /** Adult 1, Child 1, Infant 1… */
  title: string;
  layout: NameLayout;
  lang: Lang;
  /** The site's code, whose country the date picker follows. */
  site: string;
  today: CalendarDate;
  firstDeparture: CalendarDate;
  lastDeparture: CalendarDate;
  international: boolean;
  countries: readonly SelectOption[];
  /** For an infant: the adults it may travel with. */
  adults: readonly SelectOption[];
  /** Instead of the type's hint and birthdays: a passenger saved for later is of no type until a trip's date. */
  anyAge?: { hint: string };
  /** A member's saved passengers of this form's type; null for a guest. */
  saved: readonly SavedPassenger[] | null;
  /** The message of each wrong field. */
  errors: Readonly<Record<string, string>>;
  /** Names the controls `{idPrefix}-{field}`, for the page's error summary to link to; else they take ids of their own. */
  idPrefix?: string;
  dateLabels: DatePickerLabels;
  t: Translate;
  onField: (field: string, value: string) => void;
  onInfantOf: (value: string) => void;
  onSave: (save: boolean) => void;
  onPick: (passenger: SavedPassenger) => void;
}

/** One traveller's form (spec 3's passenger form fields) in the site's name layout. */
export function PassengerFieldset(props: PassengerFieldsetProps) {
  const { form, title, layout, lang, site, today, firstDeparture, lastDeparture, international, countries, adults, saved, errors, dateLabels, t, onField } =
    props;
  const id = useId();
  const [picked, setPicked] = useState('');
  const value = (field: string) => form.fields[field] ?? '';
  const birthday = props.anyAge ? anyAgeBirthdayPicker(today) : birthdayPicker(form.type, today, firstDeparture);
  const expiry = expiryPicker(today, lastDeparture);
  const fieldId = (field: string) => (props.idPrefix ? `${props.idPrefix}-${field}` : undefined);

  function pick(key: string): void {
    setPicked(key);
    const passenger = saved?.find((p) => savedKey(p) === key);
    if (passenger) props.onPick(passenger);
  }

  return (
    <fieldset className="psg-form" aria-describedby={`${id}-type`}>
      <legend>{title}</legend>
      <p id={`${id}-type`} className="ui-hint">
        {props.anyAge ? props.anyAge.hint : t(`passengers.typeHint.${form.type}`)}
      </p>
      {saved && saved.length > 0 && (
        <SelectField
          label={t('passengers.saved.label')}
          value={picked}
          onChange={pick}
          placeholder={t('passengers.saved.placeholder')}
          options={saved.map((p) => ({
            value: savedKey(p),
            label: t(p.psgId ? 'passengers.saved.option' : 'passengers.saved.past', { name: p.name, birthday: p.birthday }),
          }))}
        />
      )}
      <div className="psg-row">
        {NAME_FIELDS[layout].map((field) => (
          <TextField
            key={field}
            label={t(`passengers.field.${field}`)}
            value={value(field)}
            onChange={(text) => onField(field, text)}
            id={fieldId(field)}
            required={field !== 'middleName'}
            aria-describedby={`${id}-names`}
            error={errors[field]}
            autoComplete={AUTOCOMPLETE[field]}
            autoCapitalize="characters"
            spellCheck={false}
          />
        ))}
      </div>
      <p id={`${id}-names`} className="ui-hint">
        {t('passengers.namesHint')}
      </p>
      <div className="psg-row">
        <SelectField
          label={t('passengers.field.sex')}
          id={fieldId('sex')}
          required
          value={value('sex')}
          onChange={(choice) => onField('sex', choice)}
          placeholder={t('passengers.choose')}
          options={[
            { value: SEX.female, label: t('passengers.sex.female') },
            { value: SEX.male, label: t('passengers.sex.male') },
          ]}
          error={errors.sex}
        />
        <DatePicker
          label={t('passengers.field.birthday')}
          lang={lang}
          site={site}
          inputId={fieldId('birthday')}
          required
          value={value('birthday')}
          onChange={(date) => onField('birthday', date)}
          years={birthday.years}
          min={birthday.min}
          max={birthday.max}
          labels={dateLabels}
          error={errors.birthday}
        />
        <SelectField
          label={t('passengers.field.nationality')}
          id={fieldId('nationality')}
          required
          value={value('nationality')}
          onChange={(choice) => onField('nationality', choice)}
          placeholder={t('passengers.choose')}
          options={countries}
          error={errors.nationality}
        />
      </div>
      <div className="psg-row">
        <SelectField
          label={t('passengers.field.documentType')}
          id={fieldId('documentType')}
          required={international}
          value={value('documentType')}
          onChange={(choice) => onField('documentType', choice)}
          placeholder={international ? undefined : t('passengers.document.none')}
          options={documentTypeOptions(international, value('documentType'), t)}
          hint={t(international ? 'passengers.documentHint.international' : 'passengers.documentHint.domestic')}
          error={errors.documentType}
        />
        <TextField
          label={t('passengers.field.documentNumber')}
          id={fieldId('documentNumber')}
          required={international}
          value={value('documentNumber')}
          onChange={(text) => onField('documentNumber', text.toUpperCase())}
          error={errors.documentNumber}
          autoComplete="off"
          spellCheck={false}
          maxLength={18}
        />
        <SelectField
          label={t('passengers.field.documentIssuer')}
          id={fieldId('documentIssuer')}
          required={international}
          value={value('documentIssuer')}
          onChange={(choice) => onField('documentIssuer', choice)}
          placeholder={t('passengers.choose')}
          options={countries}
          error={errors.documentIssuer}
        />
        <DatePicker
          label={t('passengers.field.documentExpiry')}
          lang={lang}
          site={site}
          inputId={fieldId('documentExpiry')}
          required={international}
          value={value('documentExpiry')}
          onChange={(date) => onField('documentExpiry', date)}
          years={expiry.years}
          min={expiry.min}
          labels={dateLabels}
          error={errors.documentExpiry}
        />
      </div>
      <div className="psg-row">
        <SelectField
          label={t('passengers.field.ffpAirline')}
          id={fieldId('ffpAirline')}
          value={value('ffpAirline')}
          onChange={(choice) => onField('ffpAirline', choice)}
          placeholder={t('passengers.noAirline')}
          options={FFP_AIRLINES.map((code) => ({ value: code, label: code }))}
          error={errors.ffpAirline}
        />
        <TextField
          label={t('passengers.field.ffpNumber')}
          id={fieldId('ffpNumber')}
          value={value('ffpNumber')}
          onChange={(text) => onField('ffpNumber', text.toUpperCase())}
          error={errors.ffpNumber}
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
        />
      </div>
      {form.type === 'INF' && (
        <SelectField
          label={t('passengers.field.infantOf')}
          id={fieldId('infantOf')}
          required
          value={form.infantOf}
          onChange={props.onInfantOf}
          placeholder={t('passengers.choose')}
          options={adults}
          error={errors.infantOf}
        />
      )}
      {saved && (
        <div className="ui-check">
          <input id={`${id}-save`} type="checkbox" checked={form.save} onChange={(event) => props.onSave(event.target.checked)} />
          <label htmlFor={`${id}-save`}>{t(form.psgId ? 'passengers.saveChanges' : 'passengers.save')}</label>
        </div>
      )}
    </fieldset>
  );
}
