import { useEffect, useRef } from 'react';
import type { Formatters, Translate } from './format.ts';
import type { CalendarDay } from './shop-calls.ts';

interface Props {
  readonly days: readonly CalendarDay[] | null;
  /** The day whose flights are shown. */
  readonly selected: string;
  /** Which date of a day this slice is (outbound, or inbound on the way back). */
  readonly dateOf: (day: CalendarDay) => string;
  readonly onChoose: (date: string) => void;
  readonly onMove: (days: number) => void;
  readonly canGoBack: boolean;
  /** False when the ribbon's last day is the last of the bookable range. */
  readonly canGoForward: boolean;
  readonly t: Translate;
  readonly f: Formatters;
}

/** The ±3-day ribbon: each day's lowest price, the prices the grid then shows. On a phone the days scroll sideways. */
export function DateRibbon({ days, selected, dateOf, onChoose, onMove, canGoBack, canGoForward, t, f }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const chosenIndex = (days ?? []).findIndex((day) => dateOf(day) === selected);

  // The chosen day is brought into the ribbon's own view; scrollIntoView would scroll the page as well.
  useEffect(() => {
    const strip = list.current;
    const chosen = strip?.children[chosenIndex];
    if (strip && chosen instanceof HTMLElement) strip.scrollLeft = chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2;
  }, [chosenIndex]);

  return (
    <nav className="shop-ribbon" aria-label={t('shop.ribbon')}>
      <button type="button" className="ui-button shop-ribbon-move shop-ribbon-back" onClick={() => onMove(-7)} disabled={!canGoBack}>
        {t('shop.prevWeek')}
      </button>
      <ul className="shop-ribbon-days" ref={list}>
        {(days ?? []).map((day) => {
          const date = dateOf(day);
          return (
            <li key={day.id}>
              <button
                type="button"
                className={`shop-ribbon-day${day.discount ? ' shop-cheapest' : ''}`}
                aria-pressed={date === selected}
                disabled={!day.saleTotal}
                onClick={() => onChoose(date)}
              >
                <span className="shop-ribbon-date">{f.day(date)}</span>
                <span className="shop-ribbon-price">{day.saleTotal ? f.money(day.saleTotal) : t('shop.noSeats')}</span>
                {day.discount && <span className="shop-badge">{t('shop.cheapest')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="ui-button shop-ribbon-move shop-ribbon-next" onClick={() => onMove(7)} disabled={!canGoForward}>
        {t('shop.nextWeek')}
      </button>
    </nav>
  );
}
