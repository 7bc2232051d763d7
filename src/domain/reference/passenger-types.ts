/** Passenger type codes and their indexes (spec 3). */
export const PASSENGER_TYPES = ['ADT', 'CNN', 'INF'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const PASSENGER_INDEX: Readonly<Record<PassengerType, number>> = { ADT: 0, CNN: 1, INF: 2 };

/** Ticket types a fare may be sold for. */
export const TICKET_TYPES = ['STU', 'STF', 'SRC', 'TEA', 'XXX', 'PAT', 'LBR', 'SEA', 'VFR'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** Ticket types that count as student fares. */
export const STUDENT_TICKET_TYPES: readonly TicketType[] = ['STU', 'SRC', 'LBR', 'SEA', 'VFR'];

/**
 * Ages, in whole years on the date of travel, that each passenger type covers: an
 * adult is 12 or older, a child 2 to 11, an infant under 2.
 */
export const PASSENGER_AGE: Readonly<Record<PassengerType, { min: number; max?: number }>> = {
  ADT: { min: 12 },
  CNN: { min: 2, max: 11 },
  INF: { min: 0, max: 1 },
};

/** An infant must be at least this many days old on the date of travel (a common airline rule). */
export const INFANT_MIN_AGE_DAYS = 14;

/**
 * The passenger-related maxima of spec 9 (10, 60, 3 and 5), which the spec lists
 * without naming; this is our reading of them. An adult may also hold one infant.
 */
export const PASSENGER_LIMITS = {
  passengersPerBooking: 10,
  savedPassengers: 60,
  childrenPerAdult: 3,
  savedContacts: 5,
  infantsPerAdult: 1,
} as const;
