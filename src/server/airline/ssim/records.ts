import { field } from './fields.ts';

/** Columns of record type 2, the carrier record. */
export const CARRIER = {
  timeMode: field('time mode', 2, 2),
  airline: field('airline designator', 3, 5),
  season: field('season', 11, 13),
  validFrom: field('period of schedule validity from', 15, 21),
  validTo: field('period of schedule validity to', 22, 28),
  creationDate: field('creation date', 29, 35),
  title: field('title of data', 36, 64),
  releaseDate: field('release date', 65, 71),
  status: field('schedule status', 72, 72),
  secureFlight: field('secure flight indicator', 169, 169),
  electronicTicketing: field('electronic ticketing information', 189, 190),
  creationTime: field('creation time', 191, 194),
  serial: field('record serial number', 195, 200),
};

/** Columns of record type 3, the flight leg record. */
export const LEG = {
  suffix: field('operational suffix', 2, 2),
  airline: field('airline designator', 3, 5),
  flightNumber: field('flight number', 6, 9),
  variation: field('itinerary variation identifier', 10, 11),
  legSequence: field('leg sequence number', 12, 13),
  serviceType: field('service type', 14, 14),
  periodFrom: field('period of operation from', 15, 21),
  periodTo: field('period of operation to', 22, 28),
  days: field('days of operation', 29, 35),
  frequency: field('frequency rate', 36, 36),
  depStation: field('departure station', 37, 39),
  depPassengerTime: field('passenger STD', 40, 43),
  depAircraftTime: field('aircraft STD', 44, 47),
  depUtc: field('UTC/local time variation (departure)', 48, 52),
  depTerminal: field('passenger terminal (departure)', 53, 54),
  arrStation: field('arrival station', 55, 57),
  arrAircraftTime: field('aircraft STA', 58, 61),
  arrPassengerTime: field('passenger STA', 62, 65),
  arrUtc: field('UTC/local time variation (arrival)', 66, 70),
  arrTerminal: field('passenger terminal (arrival)', 71, 72),
  aircraftType: field('aircraft type', 73, 75),
  bookingDesignators: field('passenger reservations booking designator', 76, 95),
  mealNote: field('meal service note', 101, 109),
  configuration: field('aircraft configuration/version', 173, 192),
  dateVariation: field('date variation', 193, 194),
  serial: field('record serial number', 195, 200),
};

/** Columns of record type 4, the segment data record. */
export const SEGMENT = {
  airline: field('airline designator', 3, 5),
  flightNumber: field('flight number', 6, 9),
  variation: field('itinerary variation identifier', 10, 11),
  legSequence: field('leg sequence number', 12, 13),
  boardPoint: field('board point', 34, 36),
  offPoint: field('off point', 37, 39),
  element: field('data element identifier', 31, 33),
  data: field('data', 40, 194),
  serial: field('record serial number', 195, 200),
};

/** Columns of record type 5, the trailer. */
export const TRAILER = {
  airline: field('airline designator', 3, 5),
  releaseDate: field('release date', 6, 12),
  checkReference: field('serial number check reference', 188, 193),
  endCode: field('continuation/end code', 194, 194),
  serial: field('record serial number', 195, 200),
};

export const HEADER_TITLE = 'AIRLINE STANDARD SCHEDULE DATA SET';
