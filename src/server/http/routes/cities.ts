import type { Hono } from 'hono';
import * as v from 'valibot';
import { CityListSchema } from '../../../domain/cities.ts';
import { LANGUAGES } from '../../../domain/languages.ts';
import { citiesIn } from '../../airline/city-names.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

const CityListParams = v.object({ lang: v.picklist(LANGUAGES, 'e01') });

export function cityRoutes(app: Hono<AppEnv>, registry: OperationRegistry): void {
  registry.add(
    app,
    {
      method: 'get',
      path: '/city/:lang',
      tag: 'Shop',
      summary: 'The cities and airports of the network, named in a language, for the city autocomplete',
      params: CityListParams,
      responses: { 200: { description: 'Cities', schema: CityListSchema }, 400: { description: 'Unknown language', schema: FailureSchema } },
    },
    (c, { params }) => {
      c.header('cache-control', 'public, max-age=86400');
      return c.json({ data: citiesIn(params.lang) });
    },
  );
}
