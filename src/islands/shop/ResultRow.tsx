import { FareFamilies } from './FareFamilies.tsx';
import type { Formatters, Translate } from './format.ts';
import type { FamilyDetail, GridRow, SolutionDetail } from './shop-calls.ts';

interface Props {
  readonly row: GridRow;
  /** The cabin whose fare options are open on this row, if any. */
  readonly open: number | null;
  readonly detail: SolutionDetail | null | 'loading' | 'failed';
  readonly onOpen: (cabin: number | null) => void;
  readonly onSelect: (cabin: number, family: FamilyDetail) => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/** One itinerary: its flights in local times, and each cabin's lowest price, which opens the fare options. */
export function ResultRow({ row, open, detail, onOpen, onSelect, t, f }: Props) {
  const first = row.flights[0];
  const last = row.flights[row.flights.length - 1];
  const later = f.daysLater(first.departure, last.arrival);
  const via = row.flights.slice(1).map((flight) => flight.from);
  const title = t('shop.rowTitle', { from: first.from, to: last.to, departure: f.time(first.departure), arrival: f.time(last.arrival) });
  const families = detail && typeof detail === 'object' && open !== null ? (detail.cabins.find((c) => c.cabin === open)?.families ?? []) : [];
  return (
    <li className="shop-row">
      <article aria-label={title}>
        <div className="shop-itinerary">
          <p className="shop-times">
            <span className="shop-time">{f.time(first.departure)}</span> {first.from}
            <span aria-hidden="true"> → </span>
            <span className="shop-time">{f.time(last.arrival)}</span> {last.to}
            {later > 0 && <span className="shop-later">{t('shop.daysLater', { days: later })}</span>}
          </p>
          <p className="shop-facts">
            {f.duration(row.minutes)} · {t(`shop.stops.${Math.min(row.stops, 2)}`)}
            {via.length > 0 && ` · ${t('shop.via', { airports: via.join(', ') })}`}
          </p>
          <p className="shop-flight-numbers">
            {row.flights.map((flight) => t('shop.flightLine', { number: flight.flightNo, aircraft: flight.aircraft })).join(' · ')}
          </p>
        </div>
        <div className="shop-cells" role="group" aria-label={t('shop.cabinPrices')}>
          {row.cells.map((cell) => {
            const cabinName = t(`cabin.${cell.cabin}`);
            if (!cell.lowest) {
              return (
                <span key={cell.cabin} className="shop-cell shop-sold-out">
                  {t('shop.soldOut', { cabin: cabinName })}
                </span>
              );
            }
            return (
              <button
                key={cell.cabin}
                type="button"
                className="shop-cell"
                aria-expanded={open === cell.cabin}
                onClick={() => onOpen(open === cell.cabin ? null : cell.cabin)}
              >
                <span className="shop-cell-cabin">{cabinName}</span>
                <span className="shop-cell-price">{t('shop.fromPrice', { price: f.money(cell.lowest) })}</span>
              </button>
            );
          })}
        </div>
        {open !== null && detail === 'loading' && <p role="status">{t('shop.loadingDetail')}</p>}
        {open !== null && detail === 'failed' && <p role="alert">{t('shop.loadFailed')}</p>}
        {open !== null && families.length > 0 && (
          <FareFamilies families={families} cabinName={t(`cabin.${open}`)} onSelect={(family) => onSelect(open, family)} t={t} f={f} />
        )}
        {open !== null && detail && typeof detail === 'object' && families.length === 0 && <p role="alert">{t('shop.soldOutNow')}</p>}
      </article>
    </li>
  );
}
