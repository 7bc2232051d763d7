import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { loadCities } from '../../stores/cities.ts';

export type Translate = (key: string, params?: Params) => string;

/** Formatting in the page's language: local times of airports as they are, instants in the visitor's zone, money. */
export function orderFormat(lang: Lang, site: string) {
  const f = siteFormat(lang, site);
  return {
    /** A local YYYY-MM-DDTHH:MM of an airport, shown as it is: no time-zone conversion. */
    local: f.dayAndTime,
    day: (text: string) => f.day(text),
    instant: f.instant,
    money: (amount: number, currency: string) => f.money({ amount, currency }),
    /** A whole number in the language's way (miles: 12,345 or 12.345). */
    number: f.number,
  };
}

export type OrderFormat = ReturnType<typeof orderFormat>;

export interface PlaceNames {
  city(code: string): string;
  airport(code: string): string;
}

/** The page's messages as a translate function, and its formatters. */
export function useOrderText(lang: Lang, site: string, messages: Messages): { t: Translate; f: OrderFormat } {
  return useMemo(() => ({ t: (key: string, params?: Params) => translate(messages, key, params), f: orderFormat(lang, site) }), [lang, site, messages]);
}

/** City and airport names in the page's language once the city data has loaded; codes until then, or if it fails. */
export function usePlaceNames(lang: Lang): PlaceNames {
  const [names, setNames] = useState<{ cities: Map<string, string>; airports: Map<string, { airport: string; city: string }> }>({
    cities: new Map(),
    airports: new Map(),
  });
  useEffect(() => {
    let live = true;
    loadCities(storefrontApi(), lang).then(
      (cities) => {
        if (!live) return;
        const airports = new Map<string, { airport: string; city: string }>();
        for (const city of cities) for (const airport of city.airports) airports.set(airport.code, { airport: airport.name, city: city.name });
        setNames({ cities: new Map(cities.map((c) => [c.code, c.name])), airports });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang]);
  return useMemo(
    () => ({
      city: (code: string) => names.cities.get(code) ?? names.airports.get(code)?.city ?? code,
      airport: (code: string) => {
        const found = names.airports.get(code);
        return found ? `${found.airport} (${code})` : code;
      },
    }),
    [names],
  );
}
