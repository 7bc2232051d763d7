import type { AwardChoice } from '../../domain/mileage/award-choices.ts';
import type { AwardSlice } from '../../domain/mileage/schemas.ts';
import { AwardRibbon } from './AwardRibbon.tsx';
import { AwardRow } from './AwardRow.tsx';
import type { AwardFormat, Translate } from './award-format.ts';

interface Props {
  readonly slice: AwardSlice;
  /** The direction's name: Outbound, Return, or Your flight. */
  readonly name: string;
  readonly from: string;
  readonly to: string;
  readonly choice: AwardChoice | undefined;
  readonly busy: boolean;
  readonly onDate: (date: string) => void;
  readonly onChoose: (choice: AwardChoice | null) => void;
  readonly t: Translate;
  readonly f: AwardFormat;
}

/** One direction of the award: its ribbon of days, and its itineraries with a cell per cabin, one of which the traveller chooses. */
export function AwardDirection({ slice, name, from, to, choice, busy, onDate, onChoose, t, f }: Props) {
  const headingId = `award-direction-${slice.set}`;
  return (
    <section className="award-direction" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('mileage.flights.direction', { direction: name, from, to, date: f.longDay(slice.date) })}</h2>
      <AwardRibbon slice={slice} direction={name} busy={busy} onChoose={onDate} t={t} f={f} />
      {slice.rows.length === 0 ? (
        <p>{t('mileage.flights.noneOnDay')}</p>
      ) : (
        <ul className="shop-rows" aria-label={t('mileage.flights.rows', { direction: name })}>
          {slice.rows.map((row) => {
            const chosen = choice?.sol === row.sol ? choice.cabin : null;
            return (
              <AwardRow
                key={row.sol}
                row={row}
                chosen={chosen}
                onChoose={(cabin) => onChoose(chosen === cabin ? null : { set: slice.set, sol: row.sol, cabin })}
                t={t}
                f={f}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
