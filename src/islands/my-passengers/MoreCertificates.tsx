import { useEffect, useRef, useState } from 'react';
import type { CalendarDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { MAX_MORE_CERTIFICATES, MAX_PASSENGER_CERTIFICATES } from '../../domain/saved-data/more-certificates.ts';
import { DatePicker, type DatePickerLabels } from '../../ui/date-picker/DatePicker.tsx';
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { documentTypeOptions, expiryPicker, type Translate } from '../passengers/field-options.ts';
import type { CertificateForm } from './my-passenger-form.ts';

export interface MoreCertificatesProps {
  certificates: readonly CertificateForm[];
  lang: Lang;
  site: string;
  today: CalendarDate;
  countries: readonly SelectOption[];
  /** The message of each wrong field, keyed `certificates.{index}.{field}`. */
  errors: Readonly<Record<string, string>>;
  dateLabels: DatePickerLabels;
  t: Translate;
  onChange: (index: number, field: keyof CertificateForm, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The passenger's documents beside the first one: the same block (type, number,
 * issuing country, expiry) once per document, each with its Remove button, and
 * "Add another document" up to the cap. A new block takes the focus at its type;
 * after a removal the focus goes to the Add button, so that it is never lost.
 */
export function MoreCertificates(props: MoreCertificatesProps) {
  const { certificates, lang, site, today, countries, errors, dateLabels, t, onChange } = props;
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [focus, setFocus] = useState<{ to: 'added' | 'add'; round: number } | null>(null);
  const expiry = expiryPicker(today, today);
  const count = certificates.length;

  useEffect(() => {
    if (!focus) return;
    if (focus.to === 'add') addButton.current?.focus();
    else root.current?.querySelector<HTMLElement>(`[data-certificate="${count - 1}"] select`)?.focus();
  }, [focus, count]);

  return (
    <div ref={root} className="mypsg-documents">
      {certificates.map((certificate, index) => {
        const position = index + 2;
        const at = (field: keyof CertificateForm) => errors[`certificates.${index}.${field}`];
        return (
          // Blocks are told apart by their place: a removal renumbers the ones after it, as the legends say.
          <fieldset key={index} className="psg-form" data-certificate={index}>
            <legend>{t('myPassengers.more.legend', { position })}</legend>
            <div className="psg-row">
              <SelectField
                label={t('myPassengers.more.type', { position })}
                value={certificate.type}
                onChange={(choice) => onChange(index, 'type', choice)}
                placeholder={t('passengers.choose')}
                options={documentTypeOptions(false, certificate.type, t)}
                error={at('type')}
              />
              <TextField
                label={t('myPassengers.more.number', { position })}
                value={certificate.number}
                onChange={(text) => onChange(index, 'number', text.toUpperCase())}
                error={at('number')}
                autoComplete="off"
                spellCheck={false}
                maxLength={18}
              />
              <SelectField
                label={t('myPassengers.more.issuer', { position })}
                value={certificate.issuer}
                onChange={(choice) => onChange(index, 'issuer', choice)}
                placeholder={t('passengers.choose')}
                options={countries}
                error={at('issuer')}
              />
              <DatePicker
                label={t('myPassengers.more.expiry', { position })}
                lang={lang}
                site={site}
                value={certificate.expiry}
                onChange={(date) => onChange(index, 'expiry', date)}
                years={expiry.years}
                min={expiry.min}
                labels={dateLabels}
                error={at('expiry')}
              />
            </div>
            <p className="mypsg-actions mypsg-remove">
              <button
                type="button"
                className="ui-button"
                onClick={() => {
                  props.onRemove(index);
                  setFocus((was) => ({ to: 'add', round: (was?.round ?? 0) + 1 }));
                }}
              >
                {t('myPassengers.more.remove', { position })}
              </button>
            </p>
          </fieldset>
        );
      })}
      {count < MAX_MORE_CERTIFICATES ? (
        <p className="mypsg-actions">
          <button
            ref={addButton}
            type="button"
            className="ui-button"
            onClick={() => {
              props.onAdd();
              setFocus((was) => ({ to: 'added', round: (was?.round ?? 0) + 1 }));
            }}
          >
            {t('myPassengers.more.add')}
          </button>
        </p>
      ) : (
        <p className="ui-hint">{t('myPassengers.more.max', { max: MAX_PASSENGER_CERTIFICATES })}</p>
      )}
    </div>
  );
}
