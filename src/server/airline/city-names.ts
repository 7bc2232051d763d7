import * as v from 'valibot';
import type { City } from '../../domain/cities.ts';
import type { Lang } from '../../domain/languages.ts';
import cities from './data/cities.json' with { type: 'json' };

const name = v.pipe(v.string(), v.nonEmpty());
/** A name in each of the ten languages. */
const Names = v.object({ zh: name, en: name, de: name, fr: name, ru: name, ko: name, ja: name, tc: name, es: name, it: name });
const CitiesFile = v.array(
  v.object({
    code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    names: Names,
    airports: v.array(v.object({ code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), names: Names })),
  }),
);

type CityRecord = v.InferOutput<typeof CitiesFile>[number];

let parsed: CityRecord[] | undefined;

/** The cities of the network with their airports, checked once when first asked for. */
function records(): CityRecord[] {
  parsed ??= v.parse(CitiesFile, cities);
  return parsed;
}

/** Every city named in one language. */
export function citiesIn(lang: Lang): City[] {
  return records().map((city) => ({
    code: city.code,
    country: city.country,
    name: city.names[lang],
    airports: city.airports.map((airport) => ({ code: airport.code, name: airport.names[lang] })),
  }));
}
