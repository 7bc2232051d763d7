import type { CalendarDate } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { type CityChoice, choiceFromText, cityChoice, type FlightForm } from '../../domain/shop/search-box.ts';
import { CityAutocomplete } from '../../ui/autocomplete/CityAutocomplete.tsx';
import { DatePicker, type DatePickerLabels } from '../../ui/date-picker/DatePicker.tsx';

/** One date field of a flight: the outbound, the return, or a multi-city flight's date. */
export interface DateFieldSpec {
  /** The form field it fills (date.0, returnDate, ...), for the focus on errors. */
  field: string;
  label: string;
  /** The name of the button that opens the picker, telling the fields apart. */
  choose: string;
  value: string;
  onChange: (value: string) => void;
  min: CalendarDate;
  max: CalendarDate;
  error?: string;
}

export interface FlightFieldsProps {
  lang: Lang;
  site: string;
  index: number;
  flight: FlightForm;
  labels: { from: string; to: string; swap: string; noMatch: string };
  errors: { from?: string; to?: string };
  onCity: (end: 'from' | 'to', choice: CityChoice) => void;
  onSwap: () => void;
  dates: readonly DateFieldSpec[];
  years: readonly number[];
  /** The picker's own words (year, month, day, keys); `choose` comes from each date field. */
  pickerLabels: Omit<DatePickerLabels, 'choose'>;
}

/** From, a button that swaps the cities, To, and the flight's dates. */
export function FlightFields({ lang, site, index, flight, labels, errors, onCity, onSwap, dates, years, pickerLabels }: FlightFieldsProps) {
  const city = (end: 'from' | 'to') => (
    <div className="search-city" data-field={`${end}.${index}`}>
      <CityAutocomplete
        label={end === 'from' ? labels.from : labels.to}
        lang={lang}
        text={flight[end].text}
        // Typing forgets the chosen city unless the text still names one.
        onTextChange={(text) => onCity(end, choiceFromText(text))}
        onChoose={(chosen) => onCity(end, cityChoice(chosen))}
        noMatch={labels.noMatch}
        error={errors[end]}
      />
    </div>
  );
  return (
    <div className="search-flight">
      {city('from')}
      <button type="button" className="ui-button search-swap" onClick={onSwap}>
        <span aria-hidden="true">⇄</span>
        <span className="visually-hidden">{labels.swap}</span>
      </button>
      {city('to')}
      <div className="search-dates">
        {dates.map((date) => (
          <div key={date.field} className="search-date" data-field={date.field}>
            <DatePicker
              label={date.label}
              lang={lang}
              site={site}
              value={date.value}
              onChange={date.onChange}
              years={years}
              min={date.min}
              max={date.max}
              labels={{ ...pickerLabels, choose: date.choose }}
              error={date.error}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
