import type { Translate } from './order-format.ts';

interface Passenger {
  readonly type: string;
  readonly name: string;
  readonly tickets: readonly string[];
}

/** The passengers of an order and their ticket numbers. */
export function PassengerTickets({ passengers, t }: { passengers: readonly Passenger[]; t: Translate }) {
  return (
    <section className="order-section" aria-labelledby="order-passengers">
      <h2 id="order-passengers">{t('order.passengers')}</h2>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">{t('order.name')}</th>
            <th scope="col">{t('order.type')}</th>
            <th scope="col">{t('order.ticket')}</th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((p, i) => (
            <tr key={`${p.name}-${i}`}>
              <th scope="row">{p.name}</th>
              <td>{t(`order.passengerType.${p.type}`)}</td>
              <td>{p.tickets.length > 0 ? p.tickets.join(', ') : t('order.noTicket')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
