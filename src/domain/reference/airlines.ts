/** The airline whose storefront this is; its frequent-flyer numbers carry a check digit. */
export const HOME_AIRLINE = 'CZ';

/** Airlines whose frequent-flyer numbers a passenger may enter (spec 5). */
export const FFP_AIRLINES = [
  HOME_AIRLINE,
  'MF',
  '3U',
  'AA',
  'VN',
  'KE',
  'CI',
  'ME',
  'SV',
  'DL',
  'BA',
  'AF',
  'KL',
  'SU',
  'OK',
  'AZ',
  'UX',
  'QR',
  'OQ',
  'EU',
] as const;

export type FfpAirline = (typeof FFP_AIRLINES)[number];
