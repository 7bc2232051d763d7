import { useEffect, useState } from 'react';
import { addMonths, formatDate, parseDate } from '../../domain/calendar.ts';
import { Modal } from '../../ui/popup/Modal.tsx';
import type { Formatters, Translate } from './format.ts';
import type { CalendarDay, SliceCalendar } from './shop-calls.ts';

interface Props {
  /** The calendar of the month of a date. */
  readonly load: (date: string) => Promise<SliceCalendar>;
  /** A date of the month shown first. */
  readonly month: string;
  readonly dateOf: (day: CalendarDay) => string;
  readonly onChoose: (date: string) => void;
  readonly onClose: () => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/** The first day of the month a number of months from a date's. */
function monthFrom(date: string, months: number): string {
  const parsed = parseDate(date);
  return parsed ? formatDate(addMonths({ ...parsed, day: 1 }, months)) : date;
}

/**
 * The lowest price of every day of a month, asked for when shown, so never an old figure; it pages month by month
 * through the days the slice may use, as far as the server's range for it reaches.
 */
export function MonthCalendar({ load, month: firstShown, dateOf, onChoose, onClose, t, f }: Props) {
  const [month, setMonth] = useState(firstShown);
  const [calendar, setCalendar] = useState<SliceCalendar | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setCalendar(null);
    setFailed(false);
    load(month).then(
      (value) => !cancelled && setCalendar(value),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [load, month]);
  const start = monthFrom(month, 0);
  const canGoBack = calendar !== null && start > calendar.range.first;
  const canGoOn = calendar !== null && monthFrom(month, 1) <= calendar.range.last;
  return (
    <Modal title={t('shop.monthTitle', { month: f.month(month) })} onClose={onClose} closeLabel={t('shop.closeMonth')}>
      <div className="shop-month-nav">
        <button type="button" className="ui-button shop-month-move" disabled={!canGoBack} onClick={() => setMonth(monthFrom(month, -1))}>
          {t('shop.prevMonth')}
        </button>
        <button type="button" className="ui-button shop-month-move" disabled={!canGoOn} onClick={() => setMonth(monthFrom(month, 1))}>
          {t('shop.nextMonth')}
        </button>
      </div>
      {failed && <p role="alert">{t('shop.loadFailed')}</p>}
      {!calendar && !failed && <p role="status">{t('shop.loading')}</p>}
      {calendar && (
        <ul className="shop-month">
          {calendar.data.map((day) => {
            const date = dateOf(day);
            return (
              <li key={day.id}>
                <button
                  type="button"
                  className={`shop-month-day${day.discount ? ' shop-cheapest' : ''}`}
                  disabled={!day.saleTotal}
                  onClick={() => onChoose(date)}
                >
                  <span>{f.day(date)}</span>
                  <span>{day.saleTotal ? f.money(day.saleTotal) : t('shop.noSeats')}</span>
                  {day.discount && <span className="shop-badge">{t('shop.cheapest')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
