import { useEffect, useState } from 'react';
import { Modal } from '../../ui/popup/Modal.tsx';
import type { Formatters, Translate } from './format.ts';
import type { CalendarDay } from './shop-calls.ts';

interface Props {
  readonly load: () => Promise<CalendarDay[]>;
  readonly month: string;
  readonly dateOf: (day: CalendarDay) => string;
  readonly onChoose: (date: string) => void;
  readonly onClose: () => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/** The lowest price of every day of the month, asked for when opened, so never an old figure. */
export function MonthCalendar({ load, month, dateOf, onChoose, onClose, t, f }: Props) {
  const [days, setDays] = useState<CalendarDay[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    load().then(setDays, () => setFailed(true));
  }, [load]);
  return (
    <Modal title={t('shop.monthTitle', { month: f.month(month) })} onClose={onClose} closeLabel={t('shop.closeMonth')}>
      {failed && <p role="alert">{t('shop.loadFailed')}</p>}
      {!days && !failed && <p role="status">{t('shop.loading')}</p>}
      {days && (
        <ul className="shop-month">
          {days.map((day) => {
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
