import type { OrderView } from '../../domain/booking/order.ts';
import type { ExtrasWords } from '../../domain/booking/order-breakdown-words.ts';
import { FlightExtras } from './FlightExtras.tsx';
import { Itinerary } from './Itinerary.tsx';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';
import { PassengerTickets } from './PassengerTickets.tsx';
import { PriceTable } from './PriceTable.tsx';

interface Props {
  readonly order: OrderView;
  readonly names: PlaceNames;
  readonly words: ExtrasWords;
  readonly t: Translate;
  readonly f: OrderFormat;
}

/** What an order holds, as the paid page and the order detail show it: the flights with each passenger's extras, the passengers and their tickets, and the prices. */
export function OrderContents({ order, names, words, t, f }: Props) {
  return (
    <>
      <Itinerary
        segments={order.segments}
        names={names}
        t={t}
        f={f}
        extrasOf={(segment, flightNo) => <FlightExtras order={order} segment={segment} flightNo={flightNo} words={words} />}
      />
      <PassengerTickets passengers={order.passengers} t={t} />
      <PriceTable order={order} t={t} f={f} />
    </>
  );
}
