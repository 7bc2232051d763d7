import type { City } from './cities.ts';

// Apart from the city list's schemas (`cities.ts`): the search box matches cities from its first paint, and the schemas
// would bring the schema library with them.

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The cities that match what is typed: by city or airport code, or by a city or
 * airport name in the page's language; exact codes first, then names that start
 * with the text, then names that contain it.
 */
export function matchCities(cities: readonly City[], typed: string, limit = 10): City[] {
  const text = fold(typed.trim());
  if (text === '') return [];
  const rank = (city: City): number => {
    const codes = [city.code, ...city.airports.map((a) => a.code)].map(fold);
    if (codes.includes(text)) return 0;
    const names = [city.name, ...city.airports.map((a) => a.name)].map(fold);
    if (names.some((n) => n.startsWith(text))) return 1;
    if (names.some((n) => n.includes(text))) return 2;
    return codes.some((c) => c.startsWith(text)) ? 3 : 9;
  };
  return cities
    .map((city) => ({ city, rank: rank(city) }))
    .filter((entry) => entry.rank < 9)
    .sort((a, b) => a.rank - b.rank || a.city.name.localeCompare(b.city.name))
    .slice(0, limit)
    .map((entry) => entry.city);
}
