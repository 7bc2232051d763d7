import { addDays } from '../../../domain/validation/dates.ts';
import { blankRecord, formatConfiguration, formatDays, formatSsimDate, formatTime, formatUtcVariation, place } from './fields.ts';
import { DAY_MINUTES, shiftDays, withinDay } from './leg-timing.ts';
import { CARRIER, HEADER_TITLE, LEG, TRAILER } from './records.ts';
import type { LegEnd, SsimLeg, SsimSchedule } from './types.ts';

const DATE_VARIATION: Readonly<Record<number, string>> = { 0: '0', 1: '1', 2: '2', [-1]: 'A' };

/**
 * Writes schedules as a SSIM Chapter 7 file: the header, then for each carrier block its carrier
 * record, one record per leg and its trailer. A block in time mode U is written in UTC: its legs'
 * periods and days are those of the UTC departure, and the date variations carry the arrival.
 */
export function writeSsim(schedules: SsimSchedule | readonly SsimSchedule[]): string {
  const blocks = Array.isArray(schedules) ? (schedules as readonly SsimSchedule[]) : [schedules as SsimSchedule];
  const records: string[] = [];
  const serial = (record: string[]) => {
    place(record, CARRIER.serial, String(records.length + 1), 'right', '0');
    records.push(record.join(''));
  };

  const header = blankRecord();
  header[0] = '1';
  place(header, { name: 'title', from: 2, to: 35 }, HEADER_TITLE);
  serial(header);

  blocks.forEach((schedule, index) => {
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
    place(carrier, CARRIER.electronicTicketing, 'ET');
    serial(carrier);

    for (const leg of schedule.legs) serial(legRecord(leg, schedule.timeMode));

    const trailer = blankRecord();
    trailer[0] = '5';
    place(trailer, TRAILER.airline, schedule.airline);
    place(trailer, TRAILER.releaseDate, formatSsimDate(schedule.creationDate));
    place(trailer, TRAILER.checkReference, String(records.length), 'right', '0');
    place(trailer, TRAILER.endCode, index === blocks.length - 1 ? 'E' : 'C');
    serial(trailer);
  });
  return `${records.join('\n')}\n`;
}

function placeEnd(record: string[], end: LegEnd, side: 'dep' | 'arr', passengerTime: number, zone: number): void {
  const aircraftTime = formatTime(withinDay(end.aircraftTime - zone));
  if (side === 'dep') {
    place(record, LEG.depStation, end.station);
    place(record, LEG.depPassengerTime, formatTime(passengerTime));
    place(record, LEG.depAircraftTime, aircraftTime);
    place(record, LEG.depUtc, formatUtcVariation(end.utcOffset));
    place(record, LEG.depTerminal, end.terminal);
  } else {
    place(record, LEG.arrStation, end.station);
    place(record, LEG.arrAircraftTime, aircraftTime);
    place(record, LEG.arrPassengerTime, formatTime(passengerTime));
    place(record, LEG.arrUtc, formatUtcVariation(end.utcOffset));
    place(record, LEG.arrTerminal, end.terminal);
  }
}

function legRecord(leg: SsimLeg, mode: 'L' | 'U'): string[] {
  const depZone = mode === 'U' ? leg.departure.utcOffset : 0;
  const arrZone = mode === 'U' ? leg.arrival.utcOffset : 0;
  // In UTC the flight's date is the UTC date of its departure, which may be the local one's neighbour.
  const depAt = leg.departure.passengerTime - depZone;
  const shift = Math.floor(depAt / DAY_MINUTES);
  const arrAt = leg.arrival.passengerTime + leg.arrivalDayOffset * DAY_MINUTES - arrZone - shift * DAY_MINUTES;
  const arrivalVariation = DATE_VARIATION[Math.floor(arrAt / DAY_MINUTES)];
  if (arrivalVariation === undefined) throw new Error(`${leg.airline}${leg.flightNumber} arrives too many days after it leaves to be written`);

  const record = blankRecord();
  record[0] = '3';
  place(record, LEG.suffix, leg.suffix);
  place(record, LEG.airline, leg.airline);
  place(record, LEG.flightNumber, String(leg.flightNumber), 'right');
  place(record, LEG.variation, String(leg.variation), 'right', '0');
  place(record, LEG.legSequence, String(leg.legSequence), 'right', '0');
  place(record, LEG.serviceType, leg.serviceType);
  place(record, LEG.periodFrom, formatSsimDate(addDays(leg.periodFrom, shift)));
  place(record, LEG.periodTo, formatSsimDate(addDays(leg.periodTo, shift)));
  place(record, LEG.days, formatDays(shiftDays(leg.days, shift)));
  placeEnd(record, leg.departure, 'dep', withinDay(depAt), depZone);
  placeEnd(record, leg.arrival, 'arr', withinDay(arrAt), arrZone);
  place(record, LEG.aircraftType, leg.aircraftType);
  place(record, LEG.bookingDesignators, leg.bookingDesignators);
  place(record, LEG.mealNote, leg.mealNote);
  const configuration = formatConfiguration({ seats: leg.configuration, cargo: leg.cargo, version: leg.aircraftVersion });
  // A leg that states neither booking classes nor a configuration says "not stated".
  place(record, LEG.configuration, configuration || (leg.bookingDesignators ? '' : 'XX'));
  place(record, LEG.dateVariation, `0${arrivalVariation}`);
  return record;
}
