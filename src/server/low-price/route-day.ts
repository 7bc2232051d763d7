import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import { dayNumber } from '../airline/network/flights.ts';
import type { CabinLowest, SearchService } from '../shop/search-service.ts';

/** One flight of a trip on one day, for the passengers of a low-fare alert: one pricing serves every cabin and scheme. */
export interface RouteDay {
  readonly site: string;
  readonly origin: string;
  readonly destination: string;
  readonly date: string;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
}

/**
 * The lowest fare of each cabin on a route-day as the shop's calendar shows it for that day, over every itinerary
 * and over the non-stop ones: bookable now, in a class with seats for all the seated passengers; null where none is.
 */
export async function lowestOn(search: SearchService, route: RouteDay): Promise<readonly CabinLowest[]> {
  const date = parseDate(route.date);
  if (!date) return [];
  const request: SearchRequest = {
    tripType: 'S',
    dep: [route.origin],
    arr: [route.destination],
    date: [route.date],
    adt: route.adults,
    cnn: route.children,
    inf: route.infants,
    // Every cabin is priced; the request names one because a search always does.
    cabin: '0',
    m: 'cash',
  };
  return search.dayLowest({ site: route.site, request }, 0, dayNumber(date));
}
