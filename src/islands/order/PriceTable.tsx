import type { OrderView } from '../../domain/booking/order.ts';
import { priceBreakdown } from '../../domain/booking/order-breakdown.ts';
import { priceRowWords, signedMoney } from '../../domain/booking/order-breakdown-words.ts';
import type { OrderFormat, Translate } from './order-format.ts';

/**
 * Spec 3's price fields: the fare, taxes and surcharges of each passenger type
 * (for all its passengers), then, when the order has extras or a discount, a
 * summary whose rows (flights, seats, extra baggage, meals, each discount) add
 * up to the amount to pay or paid.
 */
export function PriceTable({ order, t, f }: { order: OrderView; t: Translate; f: OrderFormat }) {
  const money = (amount: number) => f.money(amount, order.equivFarecurrency);
  const totalLabel = t(order.payStatus ? 'order.totalPaid' : 'order.totalToPay');
  const rows = priceBreakdown(order);
  const [fares] = rows;
  // Without extras or a discount the flights are the whole price, and the first table's total says it.
  const summed = rows.length > 1;
  return (
    <section className="order-section" aria-labelledby="order-price">
      <h2 id="order-price">{t('order.price')}</h2>
      <p>{t('order.passengerCount', { adults: order.totaladultNum, children: order.totalchildNum, infants: order.totalinfantNum })}</p>
      <table className="order-table order-prices">
        {summed && <caption>{t('order.faresCaption')}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('order.type')}</th>
            <th scope="col">{t('order.fare')}</th>
            <th scope="col">{t('order.taxes')}</th>
            {order.totalSurcharge > 0 && <th scope="col">{t('order.surcharges')}</th>}
            <th scope="col">{t('order.subtotal')}</th>
          </tr>
        </thead>
        <tbody>
          {order.prices.map((line) => (
            <tr key={line.type}>
              <th scope="row">{t('order.priceLine', { count: line.count, type: t(`order.passengerType.${line.type}`) })}</th>
              <td>{money(line.fare * line.count)}</td>
              <td>{money(line.taxes * line.count)}</td>
              {order.totalSurcharge > 0 && <td>{money(line.surcharges * line.count)}</td>}
              <td>{money(line.total * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{summed ? t('order.faresTotal') : totalLabel}</th>
            <td>{money(order.totalPrice)}</td>
            <td>{money(order.totalTax)}</td>
            {order.totalSurcharge > 0 && <td>{money(order.totalSurcharge)}</td>}
            <td>{summed ? money(fares.amount) : <strong>{money(order.totalPayMoney)}</strong>}</td>
          </tr>
        </tfoot>
      </table>
      {summed && (
        <table className="order-table order-prices order-price-summary">
          <caption>{t('order.priceSummary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.item')}</th>
              <th scope="col">{t('order.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={`${row.kind}-${i}`}>
                <th scope="row">{priceRowWords(row, t)}</th>
                <td>{signedMoney(row.amount, money)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{totalLabel}</th>
              <td>
                <strong>{money(order.totalPayMoney)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
