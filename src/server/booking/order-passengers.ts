import type { OrderCreateBody } from '../../domain/booking/order-create.ts';
import { tripPassengerSchema, unseatedInfants } from '../../domain/booking/trip-passengers.ts';
import type { CalendarDate } from '../../domain/calendar.ts';
import type { PassengerType } from '../../domain/reference/passenger-types.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { AppError } from '../errors.ts';

/** A passenger as the order keeps it: the checked form values, the type, and the adult an infant sits with. */
export interface OrderPassenger {
  readonly type: PassengerType;
  readonly infantOf: number | null;
  readonly fields: Readonly<Record<string, string>>;
}

export interface PassengerRules {
  readonly layout: NameLayout;
  readonly today: CalendarDate;
  readonly firstDeparture: CalendarDate;
  readonly lastDeparture: CalendarDate;
  readonly international: boolean;
  readonly counts: Readonly<Record<PassengerType, number>>;
}

/**
 * Checks every passenger again with the shared passenger schema of its type, for
 * this trip: as many of each type as the booking session was searched for, ages
 * on the day of travel, a passport on international trips, and each infant on the
 * lap of a different adult. Every wrong field is answered at once, under
 * `passengers.{index}.{field}`.
 */
export function checkPassengers(entries: OrderCreateBody['passengers'], rules: PassengerRules): OrderPassenger[] {
  const fields: Record<string, FieldIssue> = {};
  const counted: Record<PassengerType, number> = { ADT: 0, CNN: 0, INF: 0 };
  for (const entry of entries) counted[entry.type]++;
  if (counted.ADT !== rules.counts.ADT || counted.CNN !== rules.counts.CNN || counted.INF !== rules.counts.INF) {
    throw new AppError('e01', { fields: { passengers: { code: 'e01' } } });
  }
  const unseated = unseatedInfants(entries);
  const passengers = entries.map((entry, i): OrderPassenger => {
    const { type, infantOf, ...form } = entry;
    const schema = tripPassengerSchema(type, rules);
    const result = validateForm(schema, form);
    if (!result.ok) for (const [name, found] of Object.entries(result.fields)) fields[`passengers.${i}.${name}`] = found;
    if (unseated.has(i)) fields[`passengers.${i}.infantOf`] = { code: 'e01' };
    const values = result.ok
      ? (Object.fromEntries(Object.entries(result.value).filter(([, value]) => typeof value === 'string')) as Record<string, string>)
      : {};
    return { type, infantOf: type === 'INF' ? (infantOf ?? null) : null, fields: values };
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError(first.code, { fields });
  return passengers;
}

/** The passenger's surname, as a guest types it to find the order. */
export function surnameOf(passenger: OrderPassenger): string {
  return passenger.fields.surname ?? passenger.fields.lastName ?? '';
}

/** The given names in either layout: the given name, or the first and middle names. */
export function givenNamesOf(passenger: OrderPassenger): string {
  return passenger.fields.givenName ?? [passenger.fields.firstName, passenger.fields.middleName].filter(Boolean).join(' ');
}

/** The name as tickets print it: SURNAME/GIVEN NAMES. */
export function ticketName(passenger: OrderPassenger): string {
  return `${surnameOf(passenger)}/${givenNamesOf(passenger)}`.toUpperCase();
}
