import type { AwardSlice } from '../../domain/mileage/schemas.ts';
import type { AwardFormat, Translate } from './award-format.ts';

interface Props {
  readonly slice: AwardSlice;
  /** The direction's name (Outbound, Return), for the ribbon's label. */
  readonly direction: string;
  readonly busy: boolean;
  readonly onChoose: (date: string) => void;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** A direction's ±3 days: whether the party finds award seats on each, and the fewest miles an adult pays; a day without is not offered. */
export function AwardRibbon({ slice, direction, busy, onChoose, t, f }: Props) {
  return (
    <nav className="award-ribbon" aria-label={t('mileage.flights.ribbon', { direction })}>
      <ul>
        {slice.ribbon.map((day) => (
          <li key={day.date}>
            <button
              type="button"
              className="award-day"
              aria-pressed={day.date === slice.date}
              disabled={day.miles === null}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy && day.date !== slice.date) onChoose(day.date);
              }}
            >
              <span className="award-day-date">{f.day(day.date)}</span>
              <span className="award-day-miles">{day.miles === null ? t('mileage.flights.noSeats') : f.milesAmount(day.miles)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
