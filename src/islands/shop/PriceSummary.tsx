import { priceLines } from '../../domain/shop/price-lines.ts';
import type { Formatters, Translate } from './format.ts';
import type { Choice } from './shop-calls.ts';

interface Props {
  readonly chosen: readonly Choice[];
  readonly onContinue: () => void;
  readonly t: Translate;
  readonly f: Formatters;
}

/** The price detail per passenger type with taxes, and the way on to the passengers page. */
export function PriceSummary({ chosen, onContinue, t, f }: Props) {
  const { lines, total } = priceLines(chosen);
  if (!total) return null;
  const money = (amount: number) => f.money({ amount, currency: total.currency });
  return (
    <section className="shop-summary" aria-labelledby="shop-summary-title">
      <h2 id="shop-summary-title">{t('shop.summary')}</h2>
      {/* Five columns of amounts are wider than a phone: the table scrolls sideways in its own box, which takes focus
          so that the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1) */}
      <div className="shop-summary-scroll" role="group" aria-labelledby="shop-summary-title" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('shop.passengerType')}</th>
              <th scope="col">{t('shop.fare')}</th>
              <th scope="col">{t('shop.taxes')}</th>
              <th scope="col">{t('shop.count')}</th>
              <th scope="col">{t('shop.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.type}>
                <th scope="row">{t(`shop.passenger.${line.type}`)}</th>
                <td>{money(line.fare)}</td>
                <td>{money(line.taxes)}</td>
                <td>{line.count}</td>
                <td>{money((line.fare + line.taxes) * line.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('shop.total')}
              </th>
              <td>
                <strong>{f.money(total)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="funnel-bar">
        <p className="funnel-total">
          {t('shop.total')} <strong>{f.money(total)}</strong>
        </p>
        <button type="button" className="ui-button ui-primary" onClick={onContinue}>
          {t('shop.continue')}
        </button>
      </div>
    </section>
  );
}
