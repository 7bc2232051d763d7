import { blankRecord, formatConfiguration, formatDays, formatSsimDate, formatTime, formatUtcVariation, place } from './fields.ts';
import { CARRIER, HEADER_TITLE, LEG, TRAILER } from './records.ts';
import type { LegEnd, SsimLeg, SsimSchedule } from './types.ts';

const DATE_VARIATION: Record<number, string> = { 0: '0', 1: '1', 2: '2', [-1]: 'A' };

/** Writes a schedule as a SSIM Chapter 7 file: header, carrier, one record per leg, trailer. */
export function writeSsim(schedule: SsimSchedule): string {
  const records: string[] = [];
  const serial = (record: string[]) => {
    place(record, CARRIER.serial, String(records.length + 1), 'right', '0');
    records.push(record.join(''));
  };

  const header = blankRecord();
  header[0] = '1';
  place(header, { name: 'title', from: 2, to: 35 }, HEADER_TITLE);
  serial(header);

  const carrier = blankRecord();
  carrier[0] = '2';
  place(carrier, CARRIER.timeMode, schedule.timeMode);
  place(carrier, CARRIER.airline, schedule.airline);
  place(carrier, CARRIER.season, schedule.season);
  place(carrier, CARRIER.validFrom, formatSsimDate(schedule.validFrom));
  place(carrier, CARRIER.validTo, formatSsimDate(schedule.validTo));
  place(carrier, CARRIER.creationDate, formatSsimDate(schedule.creationDate));
  place(carrier, CARRIER.title, schedule.title.slice(0, 29));
  place(carrier, CARRIER.status, 'P');
  serial(carrier);

  for (const leg of schedule.legs) serial(legRecord(leg));

  const trailer = blankRecord();
  trailer[0] = '5';
  place(trailer, TRAILER.airline, schedule.airline);
  place(trailer, TRAILER.releaseDate, formatSsimDate(schedule.creationDate));
  place(trailer, TRAILER.checkReference, String(records.length), 'right', '0');
  place(trailer, TRAILER.endCode, 'E');
  serial(trailer);
  return `${records.join('\n')}\n`;
}

function placeEnd(record: string[], end: LegEnd, side: 'dep' | 'arr'): void {
  if (side === 'dep') {
    place(record, LEG.depStation, end.station);
    place(record, LEG.depPassengerTime, formatTime(end.passengerTime));
    place(record, LEG.depAircraftTime, formatTime(end.aircraftTime));
    place(record, LEG.depUtc, formatUtcVariation(end.utcOffset));
    place(record, LEG.depTerminal, end.terminal);
  } else {
    place(record, LEG.arrStation, end.station);
    place(record, LEG.arrAircraftTime, formatTime(end.aircraftTime));
    place(record, LEG.arrPassengerTime, formatTime(end.passengerTime));
    place(record, LEG.arrUtc, formatUtcVariation(end.utcOffset));
    place(record, LEG.arrTerminal, end.terminal);
  }
}

function legRecord(leg: SsimLeg): string[] {
  const record = blankRecord();
  record[0] = '3';
  place(record, LEG.suffix, leg.suffix);
  place(record, LEG.airline, leg.airline);
  place(record, LEG.flightNumber, String(leg.flightNumber), 'right');
  place(record, LEG.variation, String(leg.variation), 'right', '0');
  place(record, LEG.legSequence, String(leg.legSequence), 'right', '0');
  place(record, LEG.serviceType, leg.serviceType);
  place(record, LEG.periodFrom, formatSsimDate(leg.periodFrom));
  place(record, LEG.periodTo, formatSsimDate(leg.periodTo));
  place(record, LEG.days, formatDays(leg.days));
  placeEnd(record, leg.departure, 'dep');
  placeEnd(record, leg.arrival, 'arr');
  place(record, LEG.aircraftType, leg.aircraftType);
  place(record, LEG.bookingDesignators, leg.bookingDesignators);
  place(record, LEG.mealNote, leg.mealNote);
  place(record, LEG.configuration, formatConfiguration(leg.configuration));
  place(record, LEG.dateVariation, `0${DATE_VARIATION[leg.arrivalDayOffset] ?? '0'}`);
  return record;
}
