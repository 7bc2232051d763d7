import * as v from 'valibot';
import { LANGUAGES } from './languages.ts';

/** A city as the city autocomplete knows it, named in one language. */
export const CitySchema = v.object({
  code: v.string(),
  country: v.string(),
  name: v.string(),
  airports: v.array(v.object({ code: v.string(), name: v.string() })),
});

export const CityListSchema = v.object({ data: v.array(CitySchema) });

/** GET /api/city/{lang}: the language the cities are named in. */
export const CityListParamsSchema = v.object({ lang: v.picklist(LANGUAGES, 'e01') });

export type City = v.InferOutput<typeof CitySchema>;
