import type { CabinClass } from '../../domain/reference/cabins.ts';
import type { SearchRequest } from '../../domain/shop/search-request.ts';
import { parseDate } from '../../domain/validation/dates.ts';
import type { Money } from '../airline/fares/currency.ts';
import { dayNumber } from '../airline/network/flights.ts';
import type { SearchService } from '../shop/search-service.ts';

/** One flight of a trip on one day, for the passengers and cabin of a low-fare alert. */
export interface RouteDay {
  readonly site: string;
  readonly origin: string;
  readonly destination: string;
  readonly date: string;
  readonly cabin: CabinClass;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly nonstopOnly: boolean;
}

/**
 * The lowest fare of a route-day as the shop's calendar shows it for that day: bookable now, in a class with seats
 * for all the seated passengers; null when none is.
 */
export async function lowestOn(search: SearchService, route: RouteDay): Promise<Money | null> {
  const date = parseDate(route.date);
  if (!date) return null;
  const request: SearchRequest = {
    tripType: 'S',
    dep: [route.origin],
    arr: [route.destination],
    date: [route.date],
    adt: route.adults,
    cnn: route.children,
    inf: route.infants,
    cabin: String(route.cabin) as SearchRequest['cabin'],
  };
  const day = dayNumber(date);
  const [found] = await search.tripCalendar({ site: route.site, request }, 0, day, day, { nonstopOnly: route.nonstopOnly });
  return found?.saleTotal ?? null;
}
