import { allSites } from '../../../domain/site-lookup.ts';

/**
 * The demo network's shape: the two hubs, the weight of each Chinese city (how much
 * traffic it draws), and which airport serves each city. Numbers are invented for
 * the demonstration; codes are real.
 */
export const HUB = 'CAN';
export const SECOND_HUB = 'PKX';

/** Chinese airports with their weight; hubs weigh most. One airport per city. */
export const DOMESTIC_WEIGHTS: Readonly<Record<string, number>> = {
  CAN: 12,
  PKX: 11,
  PVG: 10,
  SZX: 9,
  TFU: 8,
  CKG: 7,
  HGH: 7,
  WUH: 6,
  XIY: 6,
  KMG: 6,
  NKG: 5,
  CSX: 5,
  XMN: 5,
  TAO: 5,
  CGO: 5,
  TSN: 4,
  SHE: 4,
  HRB: 4,
  DLC: 4,
  HAK: 4,
  SYX: 4,
  URC: 3,
  NNG: 3,
  KWL: 3,
};

/** Domestic pairs closer than this have no flights: rail serves them. */
export const MIN_DOMESTIC_KM = 400;

/** Airports of the network that are served from the hubs only. */
export const INTERNATIONAL = [
  'AKL',
  'SYD',
  'MEL',
  'BNE',
  'PER',
  'YVR',
  'YYZ',
  'HKG',
  'MFM',
  'TPE',
  'DEL',
  'CGK',
  'DPS',
  'NRT',
  'HND',
  'KIX',
  'KUL',
  'MNL',
  'SIN',
  'ICN',
  'BKK',
  'LHR',
  'CDG',
  'FRA',
  'AMS',
  'FCO',
  'MXP',
  'MAD',
  'IST',
  'VIE',
  'SVO',
  'LAX',
  'JFK',
  'SFO',
  'SGN',
  'HAN',
  'KTI',
  'DXB',
  'DOH',
  'RUH',
  'NBO',
  'KTM',
  'POM',
  'MEX',
  'DAC',
  'CMB',
  'MLE',
  'RGN',
  'TAS',
  'ALA',
  'TBS',
  'ISB',
  'LHE',
  'IKA',
  'CAI',
  'JNB',
  'ADD',
  'LOS',
] as const;

/** The airports the sites' search boxes start from (spec 9: each site has its own default departure). */
export const SITE_GATEWAYS: ReadonlySet<string> = new Set(allSites().map((site) => site.defaults.departure));

/** International airports also linked to the second hub. */
export const SECOND_HUB_INTERNATIONAL = [
  'NRT',
  'ICN',
  'HKG',
  'TPE',
  'SIN',
  'BKK',
  'LHR',
  'CDG',
  'FRA',
  'AMS',
  'SVO',
  'LAX',
  'JFK',
  'SYD',
  'DXB',
  'TAS',
  'ALA',
  'IST',
];

/** Aircraft by stage length: type, compartments and seats, and the booking classes sold. */
export interface AircraftPlan {
  readonly type: string;
  readonly configuration: Readonly<Record<string, number>>;
  readonly bookingDesignators: string;
}

const NARROW_CLASSES = 'JCDIYBMHKULQETNRVZ';
const WIDE_CLASSES = 'JCDIOWSYBMHKULQETN';

export function aircraftFor(km: number): AircraftPlan {
  if (km < 2000) return { type: '320', configuration: { C: 8, Y: 150 }, bookingDesignators: NARROW_CLASSES };
  if (km < 3500) return { type: '321', configuration: { C: 12, Y: 182 }, bookingDesignators: NARROW_CLASSES };
  if (km < 7000) return { type: '333', configuration: { J: 24, W: 21, Y: 246 }, bookingDesignators: WIDE_CLASSES };
  return { type: '789', configuration: { J: 28, W: 24, Y: 228 }, bookingDesignators: WIDE_CLASSES };
}

/** Minutes from door closed to door open for a distance: taxi and climb, then cruise at about 800 km/h. */
export function blockMinutes(km: number): number {
  return Math.round((40 + (km / 800) * 60) / 5) * 5;
}
