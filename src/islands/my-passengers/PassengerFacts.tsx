import type { CalendarDate } from '../../domain/calendar.ts';
import { expiryState } from '../../domain/saved-data/document-expiry.ts';
import { passengerTypeOn, SEX } from '../../domain/saved-data/passenger-fields.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { PassengerText } from './passenger-text.ts';

/**
 * What is kept of a passenger, as a description list: type by age today, sex,
 * birthday, nationality, each document with a warning when it runs out within six
 * months, the residence address and the frequent-flyer card. The list shows the document numbers masked
 * as the server sends it; the detail shows it in full.
 */
export function PassengerFacts({ passenger, today, text }: { passenger: SavedPassenger; today: CalendarDate; text: PassengerText }) {
  const { t } = text;
  const type = passengerTypeOn(passenger.birthday, today);
  const expiry = expiryState(passenger.documentExpiry, today);
  const residence = [
    passenger.residenceAddress,
    passenger.residenceCity,
    passenger.residenceState,
    passenger.residenceZip,
    passenger.residenceCountry && text.country(passenger.residenceCountry),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className="mypsg-facts">
      {type && (
        <div>
          <dt>{t('myPassengers.fact.type')}</dt>
          <dd>{t(`myPassengers.type.${type}`)}</dd>
        </div>
      )}
      <div>
        <dt>{t('passengers.field.sex')}</dt>
        <dd>{t(passenger.sex === SEX.female ? 'passengers.sex.female' : 'passengers.sex.male')}</dd>
      </div>
      <div>
        <dt>{t('passengers.field.birthday')}</dt>
        <dd>{text.date(passenger.birthday)}</dd>
      </div>
      <div>
        <dt>{t('passengers.field.nationality')}</dt>
        <dd>{text.country(passenger.nationality)}</dd>
      </div>
      <div>
        <dt>{t('passengers.field.documentType')}</dt>
        <dd>
          {passenger.documentType && passenger.documentNumber
            ? t('myPassengers.document', { type: text.document(passenger.documentType), number: passenger.documentNumber })
            : t('myPassengers.noDocument')}
        </dd>
      </div>
      {passenger.documentIssuer && (
        <div>
          <dt>{t('passengers.field.documentIssuer')}</dt>
          <dd>{text.country(passenger.documentIssuer)}</dd>
        </div>
      )}
      {passenger.documentExpiry && (
        <div>
          <dt>{t('passengers.field.documentExpiry')}</dt>
          <dd>
            {text.date(passenger.documentExpiry)}
            {expiry !== 'valid' && <strong className="mypsg-warning">{t(expiry === 'expired' ? 'myPassengers.expired' : 'myPassengers.expiresSoon')}</strong>}
          </dd>
        </div>
      )}
      {passenger.certificates?.map((certificate, index) => {
        const state = expiryState(certificate.expiry, today);
        return (
          <div key={certificate.type}>
            <dt>{t('myPassengers.more.legend', { position: index + 2 })}</dt>
            <dd>
              {t('myPassengers.more.certificate', {
                document: t('myPassengers.document', { type: text.document(certificate.type), number: certificate.number }),
                issuer: text.country(certificate.issuer),
                expiry: text.date(certificate.expiry),
              })}
              {state !== 'valid' && <strong className="mypsg-warning">{t(state === 'expired' ? 'myPassengers.expired' : 'myPassengers.expiresSoon')}</strong>}
            </dd>
          </div>
        );
      })}
      {residence && (
        <div>
          <dt>{t('myPassengers.more.residence')}</dt>
          <dd>{residence}</dd>
        </div>
      )}
      {passenger.ffpAirline && passenger.ffpNumber && (
        <div>
          <dt>{t('myPassengers.fact.ffp')}</dt>
          <dd>{t('myPassengers.ffp', { airline: passenger.ffpAirline, number: passenger.ffpNumber })}</dd>
        </div>
      )}
    </dl>
  );
}
