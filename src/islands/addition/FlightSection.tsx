import { useState } from 'react';
import { BAG_TYPES, SEATED_TYPES } from '../../domain/booking/extras.ts';
import type { ExtrasChoices, SeatView } from '../../domain/booking/funnel-extras.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import type { Formatters } from '../shop/format.ts';
import { choiceKey, chooseBags, chooseMeal, chooseSeat, type OfferedFlight } from './extras-choices.ts';
import { SeatLegend } from './SeatLegend.tsx';
import { SeatList } from './SeatList.tsx';
import { SeatMap } from './SeatMap.tsx';
import type { SeatViewer, Translate } from './seat-status.ts';

export interface PagePassenger {
  readonly index: number;
  readonly type: PassengerType;
  readonly name: string;
  readonly infantOf: number | undefined;
}

export interface MealText {
  readonly name: string;
  /** Markup the server sanitised (the meal illustrate call). */
  readonly tip: string;
}

interface Props {
  readonly offered: OfferedFlight;
  readonly title: string;
  readonly passengers: readonly PagePassenger[];
  readonly choices: ExtrasChoices;
  readonly update: (change: (choices: ExtrasChoices) => ExtrasChoices) => void;
  readonly view: SeatView;
  readonly own: ReadonlySet<string>;
  readonly meals: ReadonlyMap<string, MealText>;
  readonly announce: (message: string) => void;
  readonly t: Translate;
  readonly f: Formatters;
  readonly list: Intl.ListFormat;
}

/** One flight's extras: a seat for each passenger with one (map or list), extra bags, a special meal. */
export function FlightSection({ offered, title, passengers, choices, update, view, own, meals, announce, t, f, list }: Props) {
  const { segment, extras } = offered;
  const seated = passengers.filter((p) => SEATED_TYPES.includes(p.type));
  const [seatFor, setSeatFor] = useState(seated[0]?.index ?? 0);
  const current = seated.find((p) => p.index === seatFor) ?? seated[0];
  const seatOf = (passenger: number) => choices.seats[choiceKey(segment, passenger)];
  const chosenBy = new Map(seated.flatMap((p) => (seatOf(p.index) ? [[seatOf(p.index), { passenger: p.index, name: p.name }] as const] : [])));
  const headingId = `flight-${segment}-title`;
  const typeName = (type: PassengerType) => t(`shop.passenger.${type}`);

  function takeSeat(seat: string | null): void {
    if (!current) return;
    update((was) => chooseSeat(was, segment, current.index, seat));
    if (seat === null) {
      announce(t('seat.released', { name: current.name }));
      return;
    }
    const next = seated.find((p) => p.index !== current.index && !seatOf(p.index));
    if (next) setSeatFor(next.index);
    announce(next ? t('seat.takenNext', { seat, name: current.name, next: next.name }) : t('seat.takenFor', { seat, name: current.name }));
  }

  const viewer: SeatViewer | undefined = current && { segment, passenger: current.index, type: current.type, chosenBy, own };
  const money = f.money;
  const included = extras.bags.included;

  return (
    <section className="addition-flight" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>

      <h4>{t('addition.seats')}</h4>
      {extras.seatMap.demo && <p className="addition-hint">{t('seat.demo', { aircraft: extras.aircraft })}</p>}
      {seated.length > 0 && (
        <fieldset className="seat-for">
          <legend>{t('seat.choosingFor')}</legend>
          {seated.map((p) => (
            <label key={p.index}>
              <input type="radio" name={`seat-for-${segment}`} checked={p.index === current?.index} onChange={() => setSeatFor(p.index)} />
              {t('seat.passengerSeat', { name: p.name, type: typeName(p.type), seat: seatOf(p.index) ?? t('seat.noneYet') })}
            </label>
          ))}
        </fieldset>
      )}
      {passengers
        .filter((p) => p.type === 'INF')
        .map((p) => (
          <p key={p.index} className="addition-hint">
            {t('seat.infantOnLap', { name: p.name, adult: passengers.find((a) => a.index === p.infantOf)?.name ?? '' })}
          </p>
        ))}
      {current && viewer && extras.seatMap.rows.length > 0 && (
        <>
          <SeatLegend flight={extras} t={t} money={money} />
          {view === 'map' ? (
            <SeatMap flight={extras} viewer={viewer} passengerName={current.name} onChoose={takeSeat} t={t} money={money} list={list} />
          ) : (
            <SeatList flight={extras} viewer={viewer} passengerName={current.name} onChoose={takeSeat} t={t} money={money} list={list} />
          )}
        </>
      )}

      <h4>{t('addition.bags')}</h4>
      <p className="addition-hint">
        {included.pieces > 0 ? t('addition.bagsIncluded', { pieces: included.pieces, kg: included.kg }) : t('addition.noBagsIncluded')}
      </p>
      <div className="addition-choices">
        {passengers
          .filter((p) => BAG_TYPES.includes(p.type))
          .map((p) => {
            const id = `bags-${segment}-${p.index}`;
            return (
              <div key={p.index} className="addition-choice">
                <label htmlFor={id}>{t('addition.bagsFor', { name: p.name })}</label>
                <select
                  id={id}
                  className="ui-input"
                  value={choices.bags[choiceKey(segment, p.index)] ?? 0}
                  onChange={(e) => update((was) => chooseBags(was, segment, p.index, Number(e.target.value)))}
                >
                  <option value={0}>{t('addition.noExtraBags')}</option>
                  {extras.bags.offers.map((offer) => (
                    <option key={offer.pieces} value={offer.pieces}>
                      {t('addition.bagOption', { count: offer.pieces, kg: extras.bags.pieceKg, price: money(offer.price) })}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
      </div>

      <h4>{t('addition.meals')}</h4>
      <div className="addition-choices">
        {passengers.map((p) => {
          const id = `meal-${segment}-${p.index}`;
          const chosen = choices.meals[choiceKey(segment, p.index)];
          const tip = chosen ? meals.get(chosen)?.tip : undefined;
          const offered = extras.meals.filter((m) => m.types.includes(p.type));
          return (
            <div key={p.index} className="addition-choice">
              <label htmlFor={id}>{t('addition.mealFor', { name: p.name, type: typeName(p.type) })}</label>
              <select
                id={id}
                className="ui-input"
                value={chosen ?? ''}
                aria-describedby={tip ? `${id}-tip` : undefined}
                onChange={(e) => update((was) => chooseMeal(was, segment, p.index, e.target.value || null))}
              >
                <option value="">{t('addition.noSpecialMeal')}</option>
                {offered.map((meal) => (
                  <option key={meal.code} value={meal.code}>
                    {t('addition.mealOption', {
                      name: meals.get(meal.code)?.name ?? meal.code,
                      price: meal.price.amount === 0 ? t('addition.free') : money(meal.price),
                    })}
                  </option>
                ))}
              </select>
              {/* The tip is markup the server sanitised for this purpose (meal illustrate). */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: meal tips are markup the content service sanitised on the server */}
              {tip && <div id={`${id}-tip`} className="addition-meal-tip" dangerouslySetInnerHTML={{ __html: tip }} />}
            </div>
          );
        })}
      </div>
    </section>
  );
}
