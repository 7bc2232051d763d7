import type { OrderView } from '../../domain/booking/order.ts';
import type { ExtrasWords } from '../../domain/booking/order-breakdown-words.ts';
import { AwardPrice } from './AwardPrice.tsx';
import { FlightExtras } from './FlightExtras.tsx';
import { InvoiceDetails } from './InvoiceDetails.tsx';
import { Itinerary } from './Itinerary.tsx';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';
import { PassengerTickets } from './PassengerTickets.tsx';
import { PriceTable } from './PriceTable.tsx';
import { ScheduleChanges } from './ScheduleChanges.tsx';

interface Props {
  readonly order: OrderView;
  readonly names: PlaceNames;
  readonly words: ExtrasWords;
  readonly t: Translate;
  readonly f: OrderFormat;
}

/**
 * What an order holds, as the paid page and the order detail show it: the flights with each passenger's extras,
 * the passengers and their tickets, and the prices (an award's: the miles spent beside the taxes paid in cash).
 */
export function OrderContents({ order, names, words, t, f }: Props) {
  const award = order.type === 'mileage';
  return (
    <>
      <ScheduleChanges changes={order.scheduleChanges} names={names} t={t} f={f} />
      <Itinerary
        segments={order.segments}
        names={names}
        t={t}
        f={f}
        award={award}
        extrasOf={(segment, flightNo) => <FlightExtras order={order} segment={segment} flightNo={flightNo} words={words} />}
      />
      <PassengerTickets passengers={order.passengers} t={t} />
      {award ? <AwardPrice order={order} t={t} f={f} /> : <PriceTable order={order} t={t} f={f} />}
      <InvoiceDetails invoice={order.invoice} t={t} />
    </>
  );
}
