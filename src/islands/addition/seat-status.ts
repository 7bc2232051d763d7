import { type FlightExtras, type SeatOffer, seatAllowedFor } from '../../domain/booking/extras.ts';
import type { Money } from '../../domain/money.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import { seatStateFor } from './extras-choices.ts';

/** A seat as one passenger of the booking sees it. */
export type SeatStatus =
  | { readonly kind: 'mine'; readonly price: Money }
  | { readonly kind: 'open'; readonly price: Money }
  | { readonly kind: 'otherPassenger'; readonly name: string }
  | { readonly kind: 'notForType' }
  | { readonly kind: 'taken' }
  | { readonly kind: 'blocked' };

export interface SeatViewer {
  readonly segment: number;
  readonly passenger: number;
  readonly type: PassengerType;
  /** Seats chosen on this flight by the booking's passengers, by seat. */
  readonly chosenBy: ReadonlyMap<string, { passenger: number; name: string }>;
  /** Seats the booking's own unpaid order holds. */
  readonly own: ReadonlySet<string>;
}

export function seatStatus(offer: SeatOffer, viewer: SeatViewer): SeatStatus {
  const holder = viewer.chosenBy.get(offer.seat);
  if (holder?.passenger === viewer.passenger) return { kind: 'mine', price: offer.price };
  if (holder) return { kind: 'otherPassenger', name: holder.name };
  const state = seatStateFor(offer, viewer.segment, viewer.own);
  if (state === 'blocked') return { kind: 'blocked' };
  if (state === 'taken') return { kind: 'taken' };
  if (!seatAllowedFor(viewer.type, offer.kind)) return { kind: 'notForType' };
  return { kind: 'open', price: offer.price };
}

export const isChoosable = (status: SeatStatus) => status.kind === 'open' || status.kind === 'mine';

export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Words of a seat's name: "Seat 12A, window, free", "Seat 14C, aisle, exit row, NZ$25.00", "Seat 3B, middle, taken". */
export function seatName(offer: SeatOffer, status: SeatStatus, t: Translate, money: (m: Money) => string, list: Intl.ListFormat): string {
  const parts = [t(`seat.position.${offer.position}`)];
  if (offer.kind !== 'standard') parts.push(t(`seat.kind.${offer.kind}`));
  if (status.kind === 'open' || status.kind === 'mine') parts.push(status.price.amount === 0 ? t('seat.free') : money(status.price));
  else if (status.kind === 'otherPassenger') parts.push(t('seat.chosenFor', { name: status.name }));
  else parts.push(t(`seat.state.${status.kind}`));
  return t('seat.name', { seat: offer.seat, details: list.format(parts) });
}

/** What the seat map and the seat list both take: one flight, the passenger being seated, and how to word a seat. */
export interface SeatChooserProps {
  readonly flight: FlightExtras;
  readonly viewer: SeatViewer;
  readonly passengerName: string;
  readonly onChoose: (seat: string | null) => void;
  readonly t: Translate;
  readonly money: (m: Money) => string;
  readonly list: Intl.ListFormat;
}
