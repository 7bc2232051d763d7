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

/**
 * A flight leg of record type 3: one flight between two stations, on given days of a period.
 * Whatever the file's time mode and date variations, a leg is held in local time and its
 * period and days are those of its own local departure.
 */
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
  /** Booking-class letters sold on the leg, best first; empty on a leg that sells no seats (freighter, positioning). */
  readonly bookingDesignators: string;
  /** Seats per compartment letter (F, C, J, W, Y …); empty when the file gives none. */
  readonly configuration: Readonly<Record<string, number>>;
  /** Cargo positions of a freighter or combi: PP pallets, LL lower-deck containers. */
  readonly cargo: Readonly<Record<string, number>>;
  /** The aircraft version code that may follow VV in the configuration (J14W34Y316VV364). */
  readonly aircraftVersion: string;
  readonly mealNote: string;
}

/** One carrier block of a SSIM file: its carrier record and the legs under it. */
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

/** A whole SSIM file: one or more carrier blocks. */
export interface SsimFile {
  readonly carriers: readonly SsimSchedule[];
}

/** What is wrong with a file: the line (1-based), the field and its columns (1-based, inclusive). */
export interface SsimProblem {
  readonly line: number;
  readonly field: string;
  readonly from?: number;
  readonly to?: number;
  readonly message: string;
}

export function describeProblem(p: SsimProblem): string {
  const columns = p.from === undefined ? '' : p.from === p.to ? `, byte ${p.from}` : `, bytes ${p.from}-${p.to}`;
  return `line ${p.line}${columns}, ${p.field}: ${p.message}`;
}

/** The message of an error shows this many problems and counts the rest. */
const SHOWN_PROBLEMS = 50;

export class SsimError extends Error {
  readonly problems: readonly SsimProblem[];

  constructor(problems: readonly SsimProblem[]) {
    const shown = problems.slice(0, SHOWN_PROBLEMS).map(describeProblem);
    if (problems.length > SHOWN_PROBLEMS) shown.push(`… and ${problems.length - SHOWN_PROBLEMS} more problems`);
    super(shown.join('\n'));
    this.name = 'SsimError';
    this.problems = problems;
  }
}
