import { useId } from 'react';
import { DAY_PARTS, type DayPart, type ResultFilters, SORT_KEYS, type SortKey } from '../../domain/shop/results-view.ts';
import type { Translate } from './format.ts';

const STOPS = [0, 1, 2] as const;

interface Props {
  readonly sort: SortKey;
  readonly onSort: (sort: SortKey) => void;
  readonly filters: ResultFilters;
  readonly onFilters: (filters: ResultFilters) => void;
  readonly t: Translate;
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((x) => x !== value);
}

/** Sorting by price, departure or journey time; filters by stops and by part of the day. */
export function ResultControls({ sort, onSort, filters, onFilters, t }: Props) {
  const sortId = useId();
  return (
    <div className="shop-controls">
      <label htmlFor={sortId}>{t('shop.sortBy')}</label>
      <select id={sortId} className="ui-input" value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`shop.sort.${key}`)}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{t('shop.filter.stops')}</legend>
        {STOPS.map((stops) => (
          <label key={stops}>
            <input
              type="checkbox"
              checked={filters.stops.includes(stops)}
              onChange={(e) => onFilters({ ...filters, stops: toggled(filters.stops, stops, e.target.checked) })}
            />
            {t(`shop.stops.${stops}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('shop.filter.times')}</legend>
        {DAY_PARTS.map((part: DayPart) => (
          <label key={part}>
            <input
              type="checkbox"
              checked={filters.dayParts.includes(part)}
              onChange={(e) => onFilters({ ...filters, dayParts: toggled(filters.dayParts, part, e.target.checked) })}
            />
            {t(`shop.dayPart.${part}`)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
