import { STUDENT_TICKET_TYPES, TICKET_TYPES, type TicketType } from '../reference/passenger-types.ts';

/** A ticket type a search may ask for: ADT, the ordinary adult fare, or one of the special types of spec 3. */
export const FARE_TYPES = ['ADT', ...TICKET_TYPES] as const;
export type FareType = (typeof FARE_TYPES)[number];

/**
 * How the demo airline sells each special ticket type (demo rules, labelled as such on the pages): the share off the
 * adult fare, the cabin it is sold in, and the ages it serves on the date of travel. The student subset of spec 3
 * (students, seniors, labourers, seafarers, visiting friends and relatives) is sold in economy only, as airlines' youth
 * and worker fares are; the others in every cabin.
 */
export interface TicketTypeRule {
  readonly code: TicketType;
  /** Percent off the adult fare, taxes apart. */
  readonly discountPercent: number;
  readonly economyOnly: boolean;
  readonly minAge?: number;
  readonly maxAge?: number;
}

const rule = (code: TicketType, discountPercent: number, ages: { minAge?: number; maxAge?: number } = {}): TicketTypeRule => ({
  code,
  discountPercent,
  economyOnly: STUDENT_TICKET_TYPES.includes(code),
  ...ages,
});

export const TICKET_TYPE_RULES: Readonly<Record<TicketType, TicketTypeRule>> = {
  STU: rule('STU', 20, { minAge: 12, maxAge: 30 }),
  STF: rule('STF', 10),
  SRC: rule('SRC', 15, { minAge: 65 }),
  TEA: rule('TEA', 10),
  XXX: rule('XXX', 5),
  PAT: rule('PAT', 15),
  LBR: rule('LBR', 15),
  SEA: rule('SEA', 20),
  VFR: rule('VFR', 10),
};

export function isTicketType(value: string): value is TicketType {
  return (TICKET_TYPES as readonly string[]).includes(value);
}

/** The adult fare of a special type, in minor units rounded to whole units as the fares are. */
export function specialFare(adultFare: number, type: TicketType): number {
  return Math.round((adultFare * (100 - TICKET_TYPE_RULES[type].discountPercent)) / 100 / 100) * 100;
}

/** A name as registrations and bookings compare it: letters and single spaces, upper case. */
export function comparableName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** The special ticket type of a search's ptc, or undefined for the ordinary adult fare. */
export function ticketTypeOf(ptc: string | undefined): TicketType | undefined {
  return ptc !== undefined && isTicketType(ptc) ? ptc : undefined;
}
