import type { TravelNotice, TravelNoticeBody } from '../../domain/content/travel-notices.ts';
import type { Lang } from '../../domain/languages.ts';
import { citiesIn } from '../airline/city-names.ts';
import { type Place, TRAVEL_NOTICE_TABLE, type TravelNoticeEntry, type Trip } from './travel-notice-table.ts';

let places: Map<string, Place> | undefined;

/** Every city and airport code of the network, with its city and country; built once, when first asked for. */
function knownPlaces(): Map<string, Place> {
  if (places) return places;
  places = new Map();
  for (const city of citiesIn('en')) {
    places.set(city.code, { code: city.code, city: city.code, country: city.country });
    for (const airport of city.airports) places.set(airport.code, { code: airport.code, city: city.code, country: city.country });
  }
  return places;
}

// A code the network does not serve is still part of the trip: it matches no city notice, and the general ones still apply.
const placeOf = (code: string): Place => knownPlaces().get(code) ?? { code, city: code };

function tripOf(body: TravelNoticeBody): Trip {
  return { dep: body.dep.map(placeOf), arr: body.arr.map(placeOf) };
}

/** The travel notices of a trip, in the request's language. */
export function travelNotices(lang: Lang, body: TravelNoticeBody, table: readonly TravelNoticeEntry[] = TRAVEL_NOTICE_TABLE): TravelNotice[] {
  const trip = tripOf(body);
  return table.filter((entry) => entry.appliesTo(trip)).map((entry) => ({ key: entry.key, title: entry.title[lang], content: entry.content[lang] }));
}
