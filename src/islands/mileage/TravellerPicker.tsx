import { forwardRef, useId } from 'react';
import type { AwardTraveller } from '../../domain/mileage/schemas.ts';
import type { Party } from '../../domain/mileage/traveller-pick.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import type { Translate } from './award-format.ts';

export interface PickableTraveller {
  readonly traveller: AwardTraveller;
  /** The type by age on the day of the first flight; none when it cannot be told. */
  readonly type: PassengerType | undefined;
}

interface Props {
  readonly travellers: readonly PickableTraveller[];
  readonly party: Party;
  readonly picked: ReadonlySet<string>;
  readonly error: string | undefined;
  readonly onToggle: (psgId: string, on: boolean) => void;
  /** A certificate's name: its document name, or its code. */
  readonly documentName: (type: string) => string;
  readonly t: Translate;
}

/** The member's travellers an award may be booked for: the member ticks exactly the party searched for. */
export const TravellerPicker = forwardRef<HTMLFieldSetElement, Props>(function TravellerPicker(
  { travellers, party, picked, error, onToggle, documentName, t },
  ref,
) {
  const id = useId();
  return (
    <fieldset ref={ref} tabIndex={-1} className="award-travellers" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('mileage.book.travellers')}</legend>
      <p id={`${id}-hint`} className="ui-hint">
        {t('mileage.book.travellersHint', { adt: party.adt, cnn: party.cnn, inf: party.inf })}
      </p>
      <ul>
        {travellers.map(({ traveller, type }) => {
          const box = `${id}-${traveller.psgId}`;
          const document = traveller.certificates[0];
          return (
            <li key={traveller.psgId} className="ui-check award-traveller">
              <input id={box} type="checkbox" checked={picked.has(traveller.psgId)} onChange={(event) => onToggle(traveller.psgId, event.target.checked)} />
              <label htmlFor={box}>
                <span className="award-traveller-name">{traveller.name}</span>{' '}
                <span>
                  {t('mileage.book.travellerFacts', { type: type ? t(`mileage.type.${type}`) : t('mileage.book.typeUnknown'), birthday: traveller.birthday })}
                </span>
                {document && (
                  <span className="award-traveller-document">
                    {' '}
                    · {t('mileage.book.document', { name: documentName(document.type), number: document.number })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
});
