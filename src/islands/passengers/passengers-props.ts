import { FIELD_CODES } from '../../domain/error-codes.ts';
import type { Site } from '../../domain/sites.ts';
import type { PassengersSite } from './PassengersIsland.tsx';

/** The messages the passengers page shows: its own, the field codes of the rules, and the shop's texts it shares. */
export const PASSENGERS_MESSAGES = [
  'passengers',
  'savedData',
  'ui.date',
  'ui.areaCode',
  'error',
  ...FIELD_CODES,
  'x02',
  'shop.expired',
  'shop.searchAgain',
  'shop.family',
];

/** What the passengers page needs of a site. */
export function passengersSite(site: Site): PassengersSite {
  return {
    code: site.code,
    nameLayout: site.nameLayout,
    nationality: site.defaults.nationality,
    documentIssuer: site.defaults.documentIssuer,
    areaCode: site.defaults.contactAreaCode,
    emailSuffixes: site.emailSuffixes,
  };
}
