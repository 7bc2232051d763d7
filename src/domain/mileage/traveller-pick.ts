import { parseDate } from '../calendar.ts';
import type { PassengerType } from '../reference/passenger-types.ts';
import { passengerTypeOn } from '../saved-data/passenger-fields.ts';

/** How many travellers of each type the award search was for. */
export interface Party {
  readonly adt: number;
  readonly cnn: number;
  readonly inf: number;
}

const COUNT_OF: Readonly<Record<PassengerType, keyof Party>> = { ADT: 'adt', CNN: 'cnn', INF: 'inf' };

/** A traveller's type by age on the day of the first flight (YYYY-MM-DD, or a local date and time); none when either date cannot be read or fits no type. */
export function travellerType(birthday: string, firstDeparture: string): PassengerType | undefined {
  const day = parseDate(firstDeparture.slice(0, 10));
  return day ? passengerTypeOn(birthday, day) : undefined;
}

/** How many of each type are ticked. */
export function partyOf(types: readonly (PassengerType | undefined)[]): Party {
  const counts = { adt: 0, cnn: 0, inf: 0 };
  for (const type of types) if (type) counts[COUNT_OF[type]] += 1;
  return counts;
}

/** Whether the travellers ticked are exactly the party searched for (and none of them of a type that cannot be told). */
export function pickMatches(types: readonly (PassengerType | undefined)[], wanted: Party): boolean {
  if (types.some((type) => type === undefined)) return false;
  const picked = partyOf(types);
  return picked.adt === wanted.adt && picked.cnn === wanted.cnn && picked.inf === wanted.inf;
}
