import { isChoosable, type SeatChooserProps, seatName, seatStatus } from './seat-status.ts';

/** The seats a passenger may take on a flight as a list of choices, for those who would rather not use the map. */
export function SeatList({ flight, viewer, passengerName, onChoose, t, money, list }: SeatChooserProps) {
  const seats = flight.seatMap.rows.flatMap((row) => row.seats).map((seat) => ({ seat, status: seatStatus(seat, viewer) }));
  const choosable = seats.filter(({ status }) => isChoosable(status));
  const mine = choosable.find(({ status }) => status.kind === 'mine');
  const group = `seat-list-${viewer.segment}-${viewer.passenger}`;
  return (
    <fieldset className="seat-list">
      <legend>{t('seat.listLegend', { flight: flight.flightNo, name: passengerName })}</legend>
      <p className="seat-list-count">{t('seat.listCount', { open: choosable.length, all: seats.length })}</p>
      <ul className="seat-list-options">
        <li>
          <label>
            <input type="radio" name={group} checked={!mine} onChange={() => onChoose(null)} />
            {t('seat.none')}
          </label>
        </li>
        {choosable.map(({ seat, status }) => (
          <li key={seat.seat}>
            <label>
              <input type="radio" name={group} checked={status.kind === 'mine'} onChange={() => onChoose(seat.seat)} />
              {seatName(seat, status, t, money, list)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
