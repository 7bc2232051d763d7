import type { CalendarDate } from '../../../domain/validation/dates.ts';

/** One end of a flight leg, in the local time of its airport. */
export interface LegEnd {
  readonly station: string;
  /** Minutes after local midnight. */
  readonly passengerTime: number;
  readonly aircraftTime: number;
  /** Local time minus UTC, in minutes, for the whole period of the leg. */
  readonly utcOffset: number;
  readonly terminal: string;
}

/** A flight leg of record type 3: one flight between two stations, on given days of a period. */
export interface SsimLeg {
  readonly airline: string;
  readonly flightNumber: number;
  readonly suffix: string;
  readonly variation: number;
  readonly legSequence: number;
  readonly serviceType: string;
  readonly periodFrom: CalendarDate;
  readonly periodTo: CalendarDate;
  /** 1 Monday … 7 Sunday, of the departure date. */
  readonly days: readonly number[];
  readonly departure: LegEnd;
  readonly arrival: LegEnd;
  /** Days from the departure date to the arrival date (-1 to 2). */
  readonly arrivalDayOffset: number;
  readonly aircraftType: string;
  /** Booking-class letters sold on the leg, best first. */
  readonly bookingDesignators: string;
  /** Seats per compartment letter (F, C, J, W, Y …). */
  readonly configuration: Readonly<Record<string, number>>;
  readonly mealNote: string;
}

/** The carrier's schedule of one SSIM file. */
export interface SsimSchedule {
  readonly airline: string;
  readonly timeMode: 'L' | 'U';
  readonly season: string;
  readonly validFrom: CalendarDate;
  readonly validTo: CalendarDate;
  readonly creationDate: CalendarDate;
  readonly title: string;
  readonly legs: readonly SsimLeg[];
}

/** What is wrong with a file: the line (1-based) and the field. */
export interface SsimProblem {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

export class SsimError extends Error {
  readonly problems: readonly SsimProblem[];

  constructor(problems: readonly SsimProblem[]) {
    super(problems.map((p) => `line ${p.line}, ${p.field}: ${p.message}`).join('\n'));
    this.name = 'SsimError';
    this.problems = problems;
  }
}
