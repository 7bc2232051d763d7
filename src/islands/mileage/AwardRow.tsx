import type { AwardSlice } from '../../domain/mileage/schemas.ts';
import { ItineraryFacts, itineraryTitle } from '../shop/ItineraryFacts.tsx';
import type { AwardFormat, Translate } from './award-format.ts';

type Row = AwardSlice['rows'][number];

/** Few enough award seats left in a cabin to say how many. */
const FEW_SEATS = 4;

interface Props {
  readonly row: Row;
  /** The cabin chosen on this row, if any. */
  readonly chosen: number | null;
  readonly onChoose: (cabin: number) => void;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** One award itinerary: its flights in local times, and each cabin's miles and taxes for an adult; a cabin without award seats is shown, not offered. */
export function AwardRow({ row, chosen, onChoose, t, f }: Props) {
  const title = itineraryTitle(row, t, f);
  return (
    <li className="shop-row">
      <article aria-label={title}>
        <ItineraryFacts row={row} t={t} f={f} />
        <div className="shop-cells" role="group" aria-label={t('mileage.flights.cabins')}>
          {row.cells.map((cell) => {
            const cabin = t(`cabin.${cell.cabin}`);
            if (cell.miles === null || cell.taxes === null) {
              return (
                <span key={cell.cabin} className="shop-cell shop-sold-out">
                  {t('mileage.cell.unavailable', { cabin })}
                </span>
              );
            }
            return (
              <button key={cell.cabin} type="button" className="shop-cell award-cell" aria-pressed={chosen === cell.cabin} onClick={() => onChoose(cell.cabin)}>
                <span className="shop-cell-cabin">{cabin}</span>
                <span className="shop-cell-price">{t('mileage.cell.price', { miles: cell.miles, taxes: f.money(cell.taxes) })}</span>
                {cell.seatsLeft <= FEW_SEATS && <span className="award-seats">{t('mileage.cell.seatsLeft', { count: cell.seatsLeft })}</span>}
              </button>
            );
          })}
        </div>
      </article>
    </li>
  );
}
