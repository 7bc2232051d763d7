import { useId } from 'react';
import { TRIP_TYPES, type TripType } from '../../domain/reference/trips.ts';

const TYPES = Object.keys(TRIP_TYPES) as TripType[];

export interface TripTypeChoiceProps {
  value: TripType;
  onChange: (tripType: TripType) => void;
  legend: string;
  /** The name of each trip type. */
  names: Readonly<Record<TripType, string>>;
  /** The trip types offered (all of them when not given; an award offers one way and round trip only). */
  types?: readonly TripType[];
}

/**
 * One-way, round trip or multi-city: native radio buttons in a fieldset, so that
 * the arrow keys move the choice and screen readers name the group.
 */
export function TripTypeChoice({ value, onChange, legend, names, types = TYPES }: TripTypeChoiceProps) {
  const id = useId();
  return (
    <fieldset className="search-trip-types" data-field="tripType">
      <legend>{legend}</legend>
      {types.map((type) => (
        <label key={type} className="search-radio">
          <input type="radio" name={`${id}-trip`} value={type} checked={value === type} onChange={() => onChange(type)} />
          {names[type]}
        </label>
      ))}
    </fieldset>
  );
}
