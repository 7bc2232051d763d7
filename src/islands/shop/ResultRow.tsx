import { FareFamilies } from './FareFamilies.tsx';
import type { Formatters, Translate } from './format.ts';
import { ItineraryFacts, itineraryTitle } from './ItineraryFacts.tsx';
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
  const title = itineraryTitle(row, t, f);
  const families = detail && typeof detail === 'object' && open !== null ? (detail.cabins.find((c) => c.cabin === open)?.families ?? []) : [];
  return (
    <li className="shop-row">
      <article aria-label={title}>
        <ItineraryFacts row={row} t={t} f={f} />
        <div className="shop-cells" role="group" aria-label={t('shop.cabinPrices')}>
          {row.cells.map((cell) => {
            const cabinName = t(`cabin.${cell.cabin}`);
            if (cell.status === 'notOffered') {
              return (
                <span key={cell.cabin} className="shop-cell shop-not-offered">
                  {t('shop.notOffered', { cabin: cabinName })}
                </span>
              );
            }
            if (cell.status === 'soldOut' || !cell.lowest) {
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
