import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import type { SeatOffer } from '../../domain/booking/extras.ts';
import { nextSeat } from './seat-grid-keys.ts';
import { isChoosable, type SeatChooserProps, seatName, seatStatus } from './seat-status.ts';

/**
 * The seat map of one flight as a grid of seat buttons for the passenger being
 * seated: one seat is in the tab order and the arrow keys move between seats
 * (the grid pattern), Enter or Space takes the seat or gives it back. Every
 * button's name says the seat, where it is, and its price or why it cannot be had.
 */
export function SeatMap({ flight, viewer, passengerName, onChoose, t, money, list }: SeatChooserProps) {
  const { rows, columns } = flight.seatMap;
  const seats = useMemo(() => rows.flatMap((row) => row.seats), [rows]);
  const mine = seats.find((seat) => seatStatus(seat, viewer).kind === 'mine');
  const firstChoosable = seats.find((seat) => isChoosable(seatStatus(seat, viewer)));
  const [focused, setFocused] = useState<string | undefined>(undefined);
  // The map fits a phone's width at the smallest tap size; larger seats scroll sideways inside the frame instead.
  const [zoomed, setZoomed] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = focused && seats.some((s) => s.seat === focused) ? focused : (mine ?? firstChoosable ?? seats[0])?.seat;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>): void {
    if (!current) return;
    const next = nextSeat(rows, columns, current, event.key, event.ctrlKey);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    buttons.current.get(next)?.focus();
  }

  const shown = seats.find((s) => s.seat === current);
  const nameOf = (seat: SeatOffer) => seatName(seat, seatStatus(seat, viewer), t, money, list);

  return (
    <div className={`seat-map-frame${zoomed ? ' seat-map-zoomed' : ''}`}>
      <button type="button" className="ui-button seat-zoom" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
        {t('seat.zoom')}
      </button>
      <div className="seat-map-scroller">
        <table role="grid" className="seat-map" aria-label={t('seat.mapLabel', { flight: `${flight.flightNo}`, name: passengerName })} onKeyDown={onKeyDown}>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('seat.row')}</span>
              </th>
              {columns.map((letter, i) =>
                letter === null ? (
                  <td key={`aisle-${i}`} className="seat-aisle" />
                ) : (
                  <th key={letter} scope="col">
                    {letter}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} className={`seat-row seat-row-${row.kind}`}>
                <th scope="row">
                  {row.number}
                  {row.kind !== 'standard' && <span className="visually-hidden">, {t(`seat.kind.${row.kind}`)}</span>}
                </th>
                {columns.map((letter, i) => {
                  const seat = letter === null ? undefined : row.seats.find((s) => s.letter === letter);
                  if (!seat) return <td key={letter ?? `aisle-${i}`} className={letter === null ? 'seat-aisle' : 'seat-none'} />;
                  const status = seatStatus(seat, viewer);
                  const choosable = isChoosable(status);
                  return (
                    <td key={letter}>
                      <button
                        type="button"
                        ref={(element) => {
                          if (element) buttons.current.set(seat.seat, element);
                          else buttons.current.delete(seat.seat);
                        }}
                        className={`seat seat-${status.kind} seat-kind-${seat.kind}${choosable && status.price.amount > 0 ? ' seat-paid' : ''}`}
                        tabIndex={seat.seat === current ? 0 : -1}
                        aria-label={nameOf(seat)}
                        aria-pressed={choosable ? status.kind === 'mine' : undefined}
                        aria-disabled={choosable ? undefined : true}
                        onFocus={() => setFocused(seat.seat)}
                        onClick={() => {
                          if (choosable) onChoose(status.kind === 'mine' ? null : seat.seat);
                        }}
                      >
                        {letter}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && (
        <p className="seat-focus-info" aria-hidden="true">
          {nameOf(shown)}
        </p>
      )}
    </div>
  );
}
