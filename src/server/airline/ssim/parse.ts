import { type CalendarDate, compareDates } from '../../../domain/validation/dates.ts';
import { cut, type Field, parseConfiguration, parseDays, parseSsimDate, parseTime, parseUtcVariation, RECORD_LENGTH } from './fields.ts';
import { CARRIER, HEADER_TITLE, LEG, SEGMENT, TRAILER } from './records.ts';
import { type LegEnd, SsimError, type SsimLeg, type SsimProblem, type SsimSchedule } from './types.ts';

/** Stops collecting after this many problems: the file is refused either way. */
const MAX_PROBLEMS = 50;

class Reader {
  readonly problems: SsimProblem[] = [];
  line = 0;
  record = '';

  problem(f: Field | string, message: string): undefined {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push({ line: this.line, field: typeof f === 'string' ? f : f.name, message });
    return undefined;
  }

  text(f: Field): string {
    return cut(this.record, f);
  }

  matching(f: Field, pattern: RegExp, expectation: string): string | undefined {
    const value = this.text(f);
    return pattern.test(value) ? value : this.problem(f, `expected ${expectation}, found "${value}"`);
  }

  date(f: Field): CalendarDate | undefined {
    const value = this.text(f);
    return parseSsimDate(value) ?? this.problem(f, `expected a date DDMMMYY, found "${value}"`);
  }

  time(f: Field): number | undefined {
    const value = this.text(f);
    return parseTime(value) ?? this.problem(f, `expected a time HHMM, found "${value}"`);
  }

  utc(f: Field): number | undefined {
    const value = this.text(f);
    return parseUtcVariation(value) ?? this.problem(f, `expected +HHMM or -HHMM, found "${value}"`);
  }

  number(f: Field): number | undefined {
    const value = this.text(f).trim();
    return /^\d+$/.test(value) ? Number(value) : this.problem(f, `expected digits, found "${this.text(f)}"`);
  }
}

const DATE_VARIATION: Record<string, number> = { '0': 0, '1': 1, '2': 2, A: -1, ' ': 0 };

/**
 * Reads a SSIM Chapter 7 file (record types 1 to 5, with 0 records as padding).
 * Every record is checked; a file with any problem is refused whole, naming each
 * line and field that is wrong.
 */
export function parseSsim(content: string): SsimSchedule {
  const reader = new Reader();
  const lines = content.replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n');
  let carrier: Omit<SsimSchedule, 'legs'> | undefined;
  const legs: SsimLeg[] = [];
  let sawHeader = false;
  let sawTrailer = false;
  let lastSerial = 0;

  lines.forEach((raw, index) => {
    reader.line = index + 1;
    reader.record = raw;
    if (raw.length !== RECORD_LENGTH) {
      reader.problem('record length', `expected ${RECORD_LENGTH} characters, found ${raw.length}`);
      return;
    }
    const type = raw[0];
    if (type === '0') {
      if (!/^0+$/.test(raw)) reader.problem('record type', 'a filler record holds only zeros');
      return;
    }
    const previousSerial = lastSerial;
    const serial = reader.number({ name: 'record serial number', from: 195, to: 200 });
    if (serial !== undefined) {
      if (serial <= lastSerial) reader.problem('record serial number', `expected more than ${lastSerial}, found ${serial}`);
      lastSerial = serial;
    }
    if (sawTrailer) {
      reader.problem('record type', 'nothing may follow the trailer record');
      return;
    }
    switch (type) {
      case '1':
        if (index !== 0) reader.problem('record type', 'the header record must come first');
        if (!raw.slice(1, 35).startsWith(HEADER_TITLE)) reader.problem('title', `expected "${HEADER_TITLE}"`);
        sawHeader = true;
        return;
      case '2':
        if (!sawHeader) reader.problem('record type', 'the carrier record must follow the header');
        if (carrier) reader.problem('record type', 'one carrier record per file');
        carrier = readCarrier(reader);
        return;
      case '3': {
        if (!carrier) {
          reader.problem('record type', 'a flight leg must follow the carrier record');
          return;
        }
        const leg = readLeg(reader, carrier.airline);
        if (leg) legs.push(leg);
        return;
      }
      case '4':
        readSegment(reader);
        return;
      case '5':
        readTrailer(reader, carrier?.airline, previousSerial);
        sawTrailer = true;
        return;
      default:
        reader.problem('record type', `expected 0 to 5, found "${type}"`);
    }
  });
  reader.line = lines.length;
  if (!sawHeader) reader.problem('record type', 'the header record (type 1) is missing');
  if (!carrier) reader.problem('record type', 'the carrier record (type 2) is missing');
  if (!sawTrailer) reader.problem('record type', 'the trailer record (type 5) is missing');
  if (reader.problems.length > 0 || !carrier) throw new SsimError(reader.problems);
  return { ...carrier, legs };
}

function readCarrier(reader: Reader): Omit<SsimSchedule, 'legs'> | undefined {
  const timeMode = reader.matching(CARRIER.timeMode, /^[LU]$/, 'L or U');
  const airline = reader.matching(CARRIER.airline, /^[A-Z0-9]{2}[A-Z ]$/, 'an airline designator');
  const season = reader.text(CARRIER.season).trim();
  const validFrom = reader.date(CARRIER.validFrom);
  const validTo = reader.date(CARRIER.validTo);
  const creationDate = reader.date(CARRIER.creationDate);
  if (validFrom && validTo && compareDates(validFrom, validTo) > 0) reader.problem(CARRIER.validTo, 'the period ends before it starts');
  if (!timeMode || !airline || !validFrom || !validTo || !creationDate) return undefined;
  return { timeMode: timeMode as 'L' | 'U', airline: airline.trim(), season, validFrom, validTo, creationDate, title: reader.text(CARRIER.title).trim() };
}

function readEnd(reader: Reader, side: 'dep' | 'arr'): LegEnd | undefined {
  const f =
    side === 'dep'
      ? { station: LEG.depStation, passenger: LEG.depPassengerTime, aircraft: LEG.depAircraftTime, utc: LEG.depUtc, terminal: LEG.depTerminal }
      : { station: LEG.arrStation, passenger: LEG.arrPassengerTime, aircraft: LEG.arrAircraftTime, utc: LEG.arrUtc, terminal: LEG.arrTerminal };
  const station = reader.matching(f.station, /^[A-Z]{3}$/, 'a three-letter station code');
  const passengerTime = reader.time(f.passenger);
  const aircraftTime = reader.time(f.aircraft);
  const utcOffset = reader.utc(f.utc);
  if (station === undefined || passengerTime === undefined || aircraftTime === undefined || utcOffset === undefined) return undefined;
  return { station, passengerTime, aircraftTime, utcOffset, terminal: reader.text(f.terminal).trim() };
}

function readLeg(reader: Reader, airline: string): SsimLeg | undefined {
  const legAirline = reader.text(LEG.airline).trim();
  if (legAirline !== airline) reader.problem(LEG.airline, `expected the carrier's designator ${airline}, found "${legAirline}"`);
  const flightNumber = reader.number(LEG.flightNumber);
  const variation = reader.number(LEG.variation);
  const legSequence = reader.number(LEG.legSequence);
  const serviceType = reader.matching(LEG.serviceType, /^[A-Z]$/, 'a service type letter');
  const periodFrom = reader.date(LEG.periodFrom);
  const periodTo = reader.date(LEG.periodTo);
  if (periodFrom && periodTo && compareDates(periodFrom, periodTo) > 0) reader.problem(LEG.periodTo, 'the period ends before it starts');
  const days = parseDays(reader.text(LEG.days)) ?? reader.problem(LEG.days, `expected day numbers 1 to 7 in their columns, found "${reader.text(LEG.days)}"`);
  const departure = readEnd(reader, 'dep');
  const arrival = readEnd(reader, 'arr');
  if (departure && arrival && departure.station === arrival.station) reader.problem(LEG.arrStation, 'a leg must go somewhere else');
  const aircraftType = reader.matching(LEG.aircraftType, /^[A-Z0-9]{3}$/, 'an aircraft type');
  const bookingDesignators = reader.matching(LEG.bookingDesignators, /^[A-Z]+ *$/, 'booking-class letters');
  const configuration =
    parseConfiguration(reader.text(LEG.configuration)) ??
    reader.problem(LEG.configuration, `expected compartments and seats such as J28Y228, found "${reader.text(LEG.configuration).trim()}"`);
  const dateVariation = reader.text(LEG.dateVariation);
  const arrivalDayOffset = DATE_VARIATION[dateVariation[1]] ?? reader.problem(LEG.dateVariation, `expected 0, 1, 2 or A, found "${dateVariation[1]}"`);
  if (dateVariation[0] !== ' ' && dateVariation[0] !== '0') reader.problem(LEG.dateVariation, 'departures on another day than the period are not supported');
  if (
    flightNumber === undefined ||
    variation === undefined ||
    legSequence === undefined ||
    !serviceType ||
    !periodFrom ||
    !periodTo ||
    !days ||
    !departure ||
    !arrival ||
    !aircraftType ||
    !bookingDesignators ||
    !configuration ||
    arrivalDayOffset === undefined
  ) {
    return undefined;
  }
  return {
    airline,
    flightNumber,
    suffix: reader.text(LEG.suffix).trim(),
    variation,
    legSequence,
    serviceType,
    periodFrom,
    periodTo,
    days,
    departure,
    arrival,
    arrivalDayOffset,
    aircraftType,
    bookingDesignators: bookingDesignators.trim(),
    configuration,
    mealNote: reader.text(LEG.mealNote).trim(),
  };
}

function readSegment(reader: Reader): void {
  reader.matching(SEGMENT.boardPoint, /^[A-Z]{3}$/, 'a board point');
  reader.matching(SEGMENT.offPoint, /^[A-Z]{3}$/, 'an off point');
  reader.matching(SEGMENT.element, /^\d{3}$/, 'a data element identifier');
}

function readTrailer(reader: Reader, airline: string | undefined, previousSerial: number): void {
  const trailerAirline = reader.text(TRAILER.airline).trim();
  if (airline && trailerAirline !== airline) reader.problem(TRAILER.airline, `expected ${airline}, found "${trailerAirline}"`);
  reader.matching(TRAILER.endCode, /^[EC]$/, 'E or C');
  const check = reader.number(TRAILER.checkReference);
  if (check !== undefined && check !== previousSerial)
    reader.problem(TRAILER.checkReference, `expected the serial number of the record before, ${previousSerial}, found ${check}`);
}
