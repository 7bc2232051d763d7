import { AreaCodeListSchema } from '../area-code-list.ts';
import { CityListParamsSchema, CityListSchema } from '../cities.ts';
import { defineOperation } from './operation.ts';

/** Reference data the forms pick from; it changes only with a release, so browsers keep it a day. */
const CACHE_REFERENCE = 'public, max-age=86400';

export const listCities = defineOperation({
  id: 'listCities',
  method: 'get',
  path: '/city/:lang',
  tag: 'Shop',
  summary: 'The cities and airports of the network, named in a language, for the city autocomplete',
  params: CityListParamsSchema,
  reply: CityListSchema,
  replies: 'Cities',
  cache: CACHE_REFERENCE,
});

export const listAreaCodes = defineOperation({
  id: 'listAreaCodes',
  method: 'get',
  path: '/areaCode/search',
  tag: 'User',
  summary: 'Calling codes of every region, for the phone area-code picker',
  reply: AreaCodeListSchema,
  replies: 'Area codes',
  cache: CACHE_REFERENCE,
});
