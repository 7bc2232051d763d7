import type { ReactNode } from 'react';
import type { OrderSegment } from '../../domain/booking/order.ts';
import { baggageWords } from '../../domain/mileage/baggage.ts';
import type { OrderFormat, PlaceNames, Translate } from './order-format.ts';

interface Props {
  readonly segments: readonly OrderSegment[];
  readonly names: PlaceNames;
  readonly t: Translate;
  readonly f: OrderFormat;
  /** What the passengers have on a flight (by its index), below its facts; a booking without an order's extras leaves it out. */
  readonly extrasOf?: (segment: number, flightNo: string) => ReactNode;
  /** An award's flights: their fare is the award, not a fare family. */
  readonly award?: boolean;
}

/** A flight's checked baggage: pieces of up to a weight, a weight alone (an award's 20 kg), or none. */
function baggageText(allowance: OrderSegment['baggageAllow'], t: Translate): string {
  const words = baggageWords(allowance);
  if (words.key === 'pieces') return t('order.baggageAllowance', words.params);
  return words.key === 'weight' ? t('mileage.baggage.weight', words.params) : t('order.noBaggage');
}

/** The flights of an order, each with the local times of its two airports. */
export function Itinerary({ segments, names, t, f, extrasOf, award = false }: Props) {
  return (
    <section className="order-section" aria-labelledby="order-itinerary">
      <h2 id="order-itinerary">{t('order.itinerary')}</h2>
      <ol className="order-flights">
        {segments.map((s, i) => (
          <li key={`${s.flightNo}-${s.depDate}-${i}`} className="order-flight">
            <h3>{t('order.flight', { flightNo: s.flightNo, from: names.city(s.depAirport), to: names.city(s.arrAirport) })}</h3>
            <dl className="order-facts">
              <div>
                <dt>{t('order.departs')}</dt>
                <dd>
                  <time dateTime={s.depDate}>{f.local(s.depDate)}</time> {t('order.localTime')} · {names.airport(s.depAirport)}
                </dd>
              </div>
              <div>
                <dt>{t('order.arrives')}</dt>
                <dd>
                  <time dateTime={s.arrDate}>{f.local(s.arrDate)}</time> {t('order.localTime')} · {names.airport(s.arrAirport)}
                </dd>
              </div>
              <div>
                <dt>{t('order.cabin')}</dt>
                <dd>
                  {t(`cabin.${s.cabin}`)} · {award ? t('mileage.order.fare') : t(`shop.family.${s.familyId}`)}
                </dd>
              </div>
              <div>
                <dt>{t('order.baggage')}</dt>
                <dd>{baggageText(s.baggageAllow, t)}</dd>
              </div>
            </dl>
            {extrasOf?.(i, s.flightNo)}
          </li>
        ))}
      </ol>
    </section>
  );
}
