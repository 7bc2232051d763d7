import { useId } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { type CityChoice, type DateRange, MIN_MULTI_CITY_FLIGHTS, minDateOf, type SearchForm, yearsOf } from '../../domain/shop/search-box.ts';
import { MAX_SEGMENTS } from '../../domain/shop/search-limits.ts';
import type { Params } from '../../lib/i18n/format.ts';
import { datePickerLabels } from '../../ui/date-picker/date-picker-labels.ts';
import { type DateFieldSpec, FlightFields } from './FlightFields.tsx';

export interface FlightListProps {
  lang: Lang;
  site: string;
  form: SearchForm;
  range: DateRange;
  t: (key: string, params?: Params) => string;
  /** The message of a form field's error, if it has one. */
  error: (field: string) => string | undefined;
  onCity: (index: number, end: 'from' | 'to', choice: CityChoice) => void;
  onSwap: (index: number) => void;
  onDate: (index: number, date: string) => void;
  onReturnDate: (date: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * The flights of the trip: one (one-way, or a round trip with its return date) or,
 * for a multi-city trip, 2 to 5 numbered groups with buttons to add and remove.
 */
export function FlightList({ lang, site, form, range, t, error, onCity, onSwap, onDate, onReturnDate, onAdd, onRemove }: FlightListProps) {
  const id = useId();
  const years = yearsOf(range);
  const pickerLabels = datePickerLabels(t);
  const cityLabels = (swap: string) => ({ from: t('search.from'), to: t('search.to'), swap, noMatch: t('ui.city.noMatch') });
  const dateOf = (index: number, label: string, choose: string): DateFieldSpec => ({
    field: `date.${index}`,
    label,
    choose,
    value: form.flights[index].date,
    onChange: (date) => onDate(index, date),
    min: minDateOf(form, { flight: index }, range),
    max: range.max,
    error: error(`date.${index}`),
  });
  const flightFields = (index: number, swap: string, dates: DateFieldSpec[]) => (
    <FlightFields
      lang={lang}
      site={site}
      index={index}
      flight={form.flights[index]}
      labels={cityLabels(swap)}
      errors={{ from: error(`from.${index}`), to: error(`to.${index}`) }}
      onCity={(end, choice) => onCity(index, end, choice)}
      onSwap={() => onSwap(index)}
      dates={dates}
      years={years}
      pickerLabels={pickerLabels}
    />
  );

  if (form.tripType !== 'M') {
    const dates = [dateOf(0, t('search.departDate'), t('search.chooseDepart'))];
    if (form.tripType === 'R') {
      dates.push({
        field: 'returnDate',
        label: t('search.returnDate'),
        choose: t('search.chooseReturn'),
        value: form.returnDate,
        onChange: onReturnDate,
        min: minDateOf(form, 'return', range),
        max: range.max,
        error: error('returnDate'),
      });
    }
    return flightFields(0, t('search.swap'), dates);
  }

  const full = form.flights.length >= MAX_SEGMENTS;
  return (
    <div className="search-multi">
      <ol className="search-legs">
        {form.flights.map((_, index) => {
          const n = index + 1;
          return (
            <li key={index}>
              <fieldset className="search-leg">
                <legend>{t('search.flight', { n })}</legend>
                {flightFields(index, t('search.swapFlight', { n }), [dateOf(index, t('search.flightDate'), t('search.chooseFlightDate', { n }))])}
                {form.flights.length > MIN_MULTI_CITY_FLIGHTS && (
                  <button type="button" className="ui-button search-remove" onClick={() => onRemove(index)}>
                    {t('search.removeFlight', { n })}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="search-leg-actions" data-field="addFlight">
        <button
          type="button"
          className="ui-button"
          aria-disabled={full || undefined}
          aria-describedby={`${id}-limits`}
          onClick={() => {
            if (!full) onAdd();
          }}
        >
          {t('search.addFlight')}
        </button>
        <p id={`${id}-limits`} className="search-hint">
          {t('search.flightLimits', { min: MIN_MULTI_CITY_FLIGHTS, max: MAX_SEGMENTS })}
        </p>
      </div>
    </div>
  );
}
