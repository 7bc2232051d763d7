import type { CalendarDate } from '../calendar.ts';
import { INTERNATIONAL_DOCUMENTS } from '../reference/certificates.ts';
import type { PassengerType } from '../reference/passenger-types.ts';
import type { NameLayout } from '../sites.ts';
import { passengerSchema } from '../validation/schemas.ts';

/** What a trip asks of its passengers: the site's name layout, today, the first and last departures, and whether it crosses a border. */
export interface TripPassengerRules {
  readonly layout: NameLayout;
  readonly today: CalendarDate;
  readonly firstDeparture: CalendarDate;
  readonly lastDeparture: CalendarDate;
  readonly international: boolean;
}

/**
 * The passenger schema of one passenger of a trip: ages on the day of the first
 * flight, a document valid until the last, and a passport on international trips.
 * The passengers page and the order call check with this same schema.
 */
export function tripPassengerSchema(type: PassengerType, trip: TripPassengerRules) {
  return passengerSchema({
    layout: trip.layout,
    passengerType: type,
    today: trip.today,
    travelDate: trip.firstDeparture,
    lastDeparture: trip.lastDeparture,
    documentTypes: trip.international ? INTERNATIONAL_DOCUMENTS : undefined,
    requireDocument: trip.international,
  });
}

/**
 * The infants (by place in the list) not on the lap of an adult of their own:
 * each infant names an adult of the list, and no adult holds two.
 */
export function unseatedInfants(entries: readonly { readonly type: PassengerType; readonly infantOf?: number }[]): Set<number> {
  const laps = new Set<number>();
  const unseated = new Set<number>();
  entries.forEach((entry, i) => {
    if (entry.type !== 'INF') return;
    const adult = entry.infantOf;
    if (adult === undefined || entries[adult]?.type !== 'ADT' || laps.has(adult)) unseated.add(i);
    else laps.add(adult);
  });
  return unseated;
}
