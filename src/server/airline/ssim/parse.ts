import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { addDays, type CalendarDate, compareDates } from '../../../domain/validation/dates.ts';
import { clockText } from '../network/flights.ts';
import { cut, type Field, field, parseConfiguration, parseDays, parseSsimDate, parseTime, parseUtcVariation, RECORD_LENGTH } from './fields.ts';
import { findRepeatedLegs, type LegFootprint } from './leg-overlaps.ts';
import { flightMinutes, fortnights, localTiming, operatesWithin, shiftDays } from './leg-timing.ts';
import { CARRIER, HEADER_TITLE, LEG, SEGMENT, TRAILER } from './records.ts';
import { type LegEnd, SsimError, type SsimFile, type SsimLeg, type SsimProblem, type SsimSchedule } from './types.ts';

const RECORD_TYPE = field('record type', 1, 1);
const HEADER = field('title of contents', 2, 35);
const SERIAL = field('record serial number', 195, 200);
/** An open end ("00XXX00") of a period runs this long when nothing else bounds it. */
const OPEN_END_DAYS = 364;

const DATE_VARIATION: Readonly<Record<string, number>> = { ' ': 0, '0': 0, '1': 1, '2': 2, A: -1 };

type Carrier = Omit<SsimSchedule, 'legs'>;

interface Block {
  readonly line: number;
  readonly carrier: Carrier | undefined;
  readonly legs: SsimLeg[];
  readonly lines: number[];
  closed: boolean;
}

/** What a file holds once read: the carrier blocks, and the line of each leg of each block. */
export interface SsimReading {
  readonly file: SsimFile;
  readonly legLines: readonly (readonly number[])[];
}

/**
 * Reads a SSIM Chapter 7 file one record at a time, so that a file of any size is read in
 * memory bounded by the schedule it holds. Every record is checked and every problem kept;
 * `finish` refuses the file whole if there is any, naming each line, field and columns.
 */
export class SsimReader {
  private readonly problems: SsimProblem[] = [];
  private readonly blocks: Block[] = [];
  private readonly footprints: LegFootprint[] = [];
  private line = 0;
  private record = '';
  private sawHeader = false;
  private lastSerial = 0;
  /** The flight of the last leg record, which segment records must belong to. */
  private lastFlight = '';

  /** Reads the next line of the file, without its line end. */
  push(raw: string): void {
    this.line++;
    this.record = raw;
    if (raw.length !== RECORD_LENGTH) {
      // A last line of spaces or an end-of-file mark is not a record.
      if (raw.trim() === '' || raw === '\u001a') return;
      this.problem('record length', `expected ${RECORD_LENGTH} characters, found ${raw.length}`);
      return;
    }
    const type = raw[0];
    if (type === '0') {
      if (!/^0+$/.test(raw)) this.problem(RECORD_TYPE, 'a padding record holds only zeros');
      return;
    }
    const previousSerial = this.lastSerial;
    const serial = this.number(SERIAL);
    if (serial !== undefined) {
      if (serial <= this.lastSerial) this.problem(SERIAL, `expected more than ${this.lastSerial}, found ${serial}`);
      this.lastSerial = serial;
    }
    if (type !== '1' && !this.sawHeader) this.problem(RECORD_TYPE, 'the file must start with the header record (type 1)');
    const block = this.blocks.at(-1);
    switch (type) {
      case '1':
        if (this.sawHeader || this.blocks.length > 0) this.problem(RECORD_TYPE, 'the header record comes once, first');
        if (!cut(raw, HEADER).startsWith(HEADER_TITLE)) this.problem(HEADER, `expected "${HEADER_TITLE}"`);
        this.sawHeader = true;
        return;
      case '2':
        if (block && !block.closed)
          this.problem(RECORD_TYPE, `the carrier block that starts on line ${block.line} has no trailer record (type 5) before this one`);
        this.blocks.push({ line: this.line, carrier: this.readCarrier(), legs: [], lines: [], closed: false });
        // A new block has no leg yet for segment data to follow.
        this.lastFlight = '';
        return;
      case '3':
        if (!block || block.closed) {
          this.problem(RECORD_TYPE, 'a flight leg must follow a carrier record (type 2)');
          return;
        }
        this.readLeg(block);
        return;
      case '4':
        if (!block || block.closed) this.problem(RECORD_TYPE, 'segment data must follow a carrier record (type 2)');
        else this.readSegment();
        return;
      case '5':
        if (!block || block.closed) {
          this.problem(RECORD_TYPE, 'a trailer record closes a carrier block that a carrier record (type 2) opened');
          return;
        }
        this.readTrailer(block, previousSerial);
        block.closed = true;
        return;
      default:
        this.problem(RECORD_TYPE, `expected 0 to 5, found "${type}"`);
    }
  }

  /** The file read whole, or an SsimError with every problem. */
  finish(): SsimReading {
    const block = this.blocks.at(-1);
    if (!this.sawHeader) this.problemAt(this.line, 'record type', 'the header record (type 1) is missing');
    if (!block) this.problemAt(this.line, 'record type', 'the carrier record (type 2) is missing');
    else if (!block.closed) this.problemAt(this.line, 'record type', `the carrier block that starts on line ${block.line} has no trailer record (type 5)`);
    for (const repeat of findRepeatedLegs(this.footprints)) {
      this.problems.push({ line: repeat.line, field: LEG.flightNumber.name, from: LEG.flightNumber.from, to: LEG.flightNumber.to, message: repeat.message });
    }
    if (this.problems.length > 0) {
      this.problems.sort((a, b) => a.line - b.line);
      throw new SsimError(this.problems);
    }
    const complete = this.blocks.filter((b): b is Block & { carrier: Carrier } => b.carrier !== undefined);
    return { file: { carriers: complete.map((b) => ({ ...b.carrier, legs: b.legs })) }, legLines: complete.map((b) => b.lines) };
  }

  private problem(f: Field | string, message: string): undefined {
    if (typeof f === 'string') return this.problemAt(this.line, f, message);
    this.problems.push({ line: this.line, field: f.name, from: f.from, to: f.to, message });
    return undefined;
  }

  private problemAt(line: number, name: string, message: string): undefined {
    this.problems.push({ line, field: name, message });
    return undefined;
  }

  private text(f: Field): string {
    return cut(this.record, f);
  }

  private matching(f: Field, pattern: RegExp, expectation: string): string | undefined {
    const value = this.text(f);
    return pattern.test(value) ? value : this.problem(f, `expected ${expectation}, found "${value}"`);
  }

  private date(f: Field): CalendarDate | undefined {
    const value = this.text(f);
    return parseSsimDate(value) ?? this.problem(f, `expected a date DDMMMYY, found "${value}"`);
  }

  /** A date that may be left open ("00XXX00"): undefined for open, null for a problem. */
  private endDate(f: Field): CalendarDate | 'open' | undefined {
    return this.text(f) === '00XXX00' ? 'open' : this.date(f);
  }

  private time(f: Field, endOfDay = false): number | undefined {
    const value = this.text(f);
    return parseTime(value, endOfDay) ?? this.problem(f, `expected a time HHMM${endOfDay ? ' (2400 at the latest)' : ''}, found "${value}"`);
  }

  private utc(f: Field): number | undefined {
    const value = this.text(f);
    return parseUtcVariation(value) ?? this.problem(f, `expected +HHMM or -HHMM, found "${value}"`);
  }

  private number(f: Field): number | undefined {
    const value = this.text(f).trim();
    return /^\d+$/.test(value) ? Number(value) : this.problem(f, `expected digits, found "${this.text(f)}"`);
  }

  private readCarrier(): Carrier | undefined {
    const timeMode = this.matching(CARRIER.timeMode, /^[LU]$/, 'L (local times) or U (UTC)');
    const airline = this.matching(CARRIER.airline, /^[A-Z0-9]{2}[A-Z ]$/, 'an airline designator');
    const validFrom = this.date(CARRIER.validFrom);
    const validToText = this.endDate(CARRIER.validTo);
    const creationDate = this.date(CARRIER.creationDate);
    this.matching(CARRIER.status, /^[PC ]$/, 'P (planned), C (confirmed) or a space');
    this.matching(CARRIER.secureFlight, /^[S ]$/, 'S or a space');
    this.matching(CARRIER.electronicTicketing, /^(ET|EN| {2})$/, 'ET, EN or spaces');
    const creationTime = this.text(CARRIER.creationTime);
    if (creationTime.trim() !== '' && parseTime(creationTime) === undefined)
      this.problem(CARRIER.creationTime, `expected a time HHMM, found "${creationTime}"`);
    if (!validFrom || !validToText) return undefined;
    const validTo = validToText === 'open' ? addDays(validFrom, OPEN_END_DAYS) : validToText;
    if (compareDates(validFrom, validTo) > 0) this.problem(CARRIER.validTo, 'the period ends before it starts');
    if (!timeMode || !airline || !creationDate) return undefined;
    return {
      timeMode: timeMode as 'L' | 'U',
      airline: airline.trim(),
      season: this.text(CARRIER.season).trim(),
      validFrom,
      validTo,
      creationDate,
      title: this.text(CARRIER.title).trim(),
    };
  }

  private readEnd(side: 'dep' | 'arr'): LegEnd | undefined {
    const f =
      side === 'dep'
        ? { station: LEG.depStation, passenger: LEG.depPassengerTime, aircraft: LEG.depAircraftTime, utc: LEG.depUtc, terminal: LEG.depTerminal }
        : { station: LEG.arrStation, passenger: LEG.arrPassengerTime, aircraft: LEG.arrAircraftTime, utc: LEG.arrUtc, terminal: LEG.arrTerminal };
    const station = this.matching(f.station, /^[A-Z]{3}$/, 'a three-letter station code');
    // An arrival may be given as 2400, the end of its day.
    const passengerTime = this.time(f.passenger, side === 'arr');
    const aircraftTime = this.time(f.aircraft, side === 'arr');
    const utcOffset = this.utc(f.utc);
    if (station === undefined || passengerTime === undefined || aircraftTime === undefined || utcOffset === undefined) return undefined;
    return { station, passengerTime, aircraftTime, utcOffset, terminal: this.text(f.terminal).trim() };
  }

  private readLeg(block: Block): void {
    const carrier = block.carrier;
    const legAirline = this.text(LEG.airline).trim();
    if (carrier && legAirline !== carrier.airline) this.problem(LEG.airline, `expected the carrier's designator ${carrier.airline}, found "${legAirline}"`);
    const flightNumber = this.number(LEG.flightNumber);
    const variation = this.number(LEG.variation);
    const legSequence = this.number(LEG.legSequence);
    this.lastFlight = this.record.slice(1, 11);
    const serviceType = this.matching(LEG.serviceType, /^[A-Z]$/, 'a service type letter');
    const periodFrom = this.date(LEG.periodFrom);
    const periodToText = this.endDate(LEG.periodTo);
    const periodTo = periodToText === 'open' && periodFrom ? openEnd(periodFrom, carrier) : periodToText === 'open' ? undefined : periodToText;
    const periodInOrder = periodFrom !== undefined && periodTo !== undefined && compareDates(periodFrom, periodTo) <= 0;
    if (periodFrom && periodTo && !periodInOrder) this.problem(LEG.periodTo, 'the period ends before it starts');
    const days = parseDays(this.text(LEG.days)) ?? this.problem(LEG.days, `expected day numbers 1 to 7 in their columns, found "${this.text(LEG.days)}"`);
    // A period that ends before it starts holds no day at all: that is the period's fault, not the days'.
    if (periodInOrder && days && !operatesWithin(periodFrom, periodTo, days)) this.problem(LEG.days, 'none of these days falls in the period of operation');
    const frequency = this.matching(LEG.frequency, /^[ 12]$/, 'a space, 1 (weekly) or 2 (fortnightly)');
    const departure = this.readEnd('dep');
    const arrival = this.readEnd('arr');
    if (departure && arrival && departure.station === arrival.station) this.problem(LEG.arrStation, 'a leg must go somewhere else');
    const aircraftType = this.matching(LEG.aircraftType, /^[A-Z0-9]{3}$/, 'an aircraft type');
    const bookingDesignators = this.matching(LEG.bookingDesignators, /^[A-Z]* *$/, 'booking-class letters');
    const configurationText = this.text(LEG.configuration);
    const configuration =
      parseConfiguration(configurationText) ??
      this.problem(
        LEG.configuration,
        `expected compartments and seats such as J28Y228, cargo positions such as PP10, a version such as VV364, or XX; found "${configurationText.trim()}"`,
      );
    if (bookingDesignators?.trim() === '' && configurationText.trim() === '') {
      this.problem(LEG.bookingDesignators, 'a leg gives booking classes, an aircraft configuration, or both; this one gives neither');
    }
    const dateVariation = this.text(LEG.dateVariation);
    const depVariation =
      DATE_VARIATION[dateVariation[0]] ?? this.problem(LEG.dateVariation, `expected 0, 1, 2, A or a space for the departure, found "${dateVariation[0]}"`);
    const arrVariation =
      DATE_VARIATION[dateVariation[1]] ?? this.problem(LEG.dateVariation, `expected 0, 1, 2, A or a space for the arrival, found "${dateVariation[1]}"`);
    if (
      !carrier ||
      flightNumber === undefined ||
      variation === undefined ||
      legSequence === undefined ||
      !serviceType ||
      !periodFrom ||
      !periodTo ||
      !days ||
      !frequency ||
      !departure ||
      !arrival ||
      !aircraftType ||
      bookingDesignators === undefined ||
      !configuration ||
      depVariation === undefined ||
      arrVariation === undefined
    ) {
      return;
    }
    const timing = localTiming(carrier.timeMode, departure, arrival, depVariation, arrVariation);
    if (timing.arrivalDayOffset < -1 || timing.arrivalDayOffset > 2) {
      this.problem(LEG.dateVariation, `the leg arrives ${timing.arrivalDayOffset} days after its local departure date; -1 to 2 are possible`);
      return;
    }
    const minutes = flightMinutes(timing.departure, timing.arrival, timing.arrivalDayOffset);
    if (minutes <= 0) {
      this.problem(
        LEG.dateVariation,
        `the leg would arrive before it leaves (${clockText(timing.departure.passengerTime)} ${offsetText(departure.utcOffset)} to ${clockText(timing.arrival.passengerTime)} ${offsetText(arrival.utcOffset)}, arrival date variation "${dateVariation[1]}"): give the arrival's day`,
      );
      return;
    }
    const periods = frequency === '2' ? fortnights(periodFrom, periodTo, days) : [{ from: periodFrom, to: periodTo }];
    for (const period of periods) {
      const leg: SsimLeg = {
        airline: carrier.airline,
        flightNumber,
        suffix: this.text(LEG.suffix).trim(),
        variation,
        legSequence,
        serviceType,
        periodFrom: addDays(period.from, timing.dayShift),
        periodTo: addDays(period.to, timing.dayShift),
        days: shiftDays(days, timing.dayShift),
        departure: timing.departure,
        arrival: timing.arrival,
        arrivalDayOffset: timing.arrivalDayOffset,
        aircraftType,
        bookingDesignators: bookingDesignators.trim(),
        configuration: configuration.seats,
        cargo: configuration.cargo,
        aircraftVersion: configuration.version,
        mealNote: this.text(LEG.mealNote).trim(),
      };
      block.legs.push(leg);
      block.lines.push(this.line);
      this.footprints.push(footprint(leg, this.line, this.record));
    }
  }

  private readSegment(): void {
    if (this.record.slice(1, 11) !== this.lastFlight)
      this.problem(SEGMENT.flightNumber, 'segment data must follow a leg of its flight and itinerary variation');
    this.matching(SEGMENT.boardPoint, /^[A-Z]{3}$/, 'a board point');
    this.matching(SEGMENT.offPoint, /^[A-Z]{3}$/, 'an off point');
    this.matching(SEGMENT.element, /^\d{3}$/, 'a data element identifier');
  }

  private readTrailer(block: Block, previousSerial: number): void {
    const airline = block.carrier?.airline;
    const trailerAirline = this.text(TRAILER.airline).trim();
    if (airline && trailerAirline !== airline) this.problem(TRAILER.airline, `expected ${airline}, found "${trailerAirline}"`);
    this.matching(TRAILER.endCode, /^[EC]$/, 'E (end) or C (continued)');
    const check = this.number(TRAILER.checkReference);
    if (check !== undefined && check !== previousSerial) {
      this.problem(TRAILER.checkReference, `expected the serial number of the record before, ${previousSerial}, found ${check}`);
    }
  }
}

/** Reads a whole SSIM file held in memory, or throws an SsimError with every problem. */
export function readSsim(content: string): SsimReading {
  const reader = new SsimReader();
  for (const line of content.replace(/^\uFEFF/, '').split(/\r?\n/)) reader.push(line);
  return reader.finish();
}

/** The carrier blocks of a SSIM file held in memory. */
export function parseSsim(content: string): SsimFile {
  return readSsim(content).file;
}

/** Reads a SSIM file from disk a line at a time, so that its text is never held whole. */
export async function readSsimFile(path: string): Promise<SsimReading> {
  const reader = new SsimReader();
  const lines = createInterface({ input: createReadStream(path, { encoding: 'latin1' }), crlfDelay: Number.POSITIVE_INFINITY });
  let first = true;
  for await (const line of lines) {
    reader.push(first ? line.replace(/^\u00EF\u00BB\u00BF/, '') : line);
    first = false;
  }
  return reader.finish();
}

/** An open end runs to the end of the carrier's period, or a year. */
function openEnd(from: CalendarDate, carrier: Carrier | undefined): CalendarDate {
  return carrier && compareDates(carrier.validTo, from) >= 0 ? carrier.validTo : addDays(from, OPEN_END_DAYS);
}

const offsetText = (minutes: number) => `UTC${minutes < 0 ? '-' : '+'}${clockText(Math.abs(minutes))}`;

function footprint(leg: SsimLeg, line: number, record: string): LegFootprint {
  return {
    flight: `${leg.airline}|${leg.flightNumber}|${leg.suffix}|${leg.departure.station}`,
    label: `${leg.airline}${leg.flightNumber}${leg.suffix} from ${leg.departure.station}`,
    from: leg.periodFrom,
    to: leg.periodTo,
    days: leg.days,
    line,
    // The record without its serial number: the same record twice is a repeat, not a new leg.
    content: record.slice(1, 194),
  };
}
