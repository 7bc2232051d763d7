import type { OrderView } from '../../domain/booking/order.ts';
import { flightExtras } from '../../domain/booking/order-breakdown.ts';
import { bagWords, type ExtrasWords, mealWords, seatWords } from '../../domain/booking/order-breakdown-words.ts';

interface Props {
  readonly order: Pick<OrderView, 'passengers' | 'extras'>;
  readonly segment: number;
  readonly flightNo: string;
  readonly words: ExtrasWords;
}

/** Each passenger's seat, extra bags and special meal on one flight of an order, with what each cost. */
export function FlightExtras({ order, segment, flightNo, words }: Props) {
  const rows = flightExtras(order, segment);
  const { t } = words;
  return (
    <table className="order-table order-flight-extras">
      <caption>{t('order.flightExtras', { flightNo })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.name')}</th>
          <th scope="col">{t('order.seat')}</th>
          <th scope="col">{t('order.extraBags')}</th>
          <th scope="col">{t('order.specialMeal')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.passenger}>
            <th scope="row">{row.name}</th>
            <td>{seatWords(row, words)}</td>
            <td>{bagWords(row, words)}</td>
            <td>{mealWords(row, words)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
