import type { Hono } from 'hono';
import { CalendarReplySchema, DateCalendarFormSchema, SearchReplySchema, ShopSearchFormSchema } from '../../../domain/shop/search-results.ts';
import type { ExecutionService } from '../../shop/executions.ts';
import { monthAround, type SearchService } from '../../shop/search-service.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

/** Days either side of the chosen date in the price ribbon. */
export const RIBBON_DAYS = 3;

const failures = {
  400: { description: 'Bad input, with field codes', schema: FailureSchema },
  404: { description: 'CZWEB000004: unknown session', schema: FailureSchema },
  410: { description: 'CZWEB000003: expired session', schema: FailureSchema },
};

export function shopSearchRoutes(app: Hono<AppEnv>, registry: OperationRegistry, executions: ExecutionService, search: SearchService): void {
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/search',
      tag: 'Shop',
      summary: 'Flight search (sliceGrid): the itineraries of a slice on a date, priced by cabin and fare family (the ribbon is dateGrid)',
      encoding: 'form',
      body: ShopSearchFormSchema,
      responses: { 200: { description: 'The results grid', schema: SearchReplySchema }, ...failures },
    },
    async (c, { body }) => {
      const execution = await executions.require(body.execution);
      return c.json({ data: { grid: await search.slice(execution, body.set, body.date) } });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/dateGrid',
      tag: 'Shop',
      summary: 'The lowest price of each day within three days of a date',
      encoding: 'form',
      body: DateCalendarFormSchema,
      responses: { 200: { description: 'Days and prices', schema: CalendarReplySchema }, ...failures },
    },
    async (c, { body }) => {
      const execution = await executions.require(body.execution);
      const day = search.dayOf(body.date);
      return c.json({ data: await search.calendar(execution, body.set, day - RIBBON_DAYS, day + RIBBON_DAYS) });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/dateMonth',
      tag: 'Shop',
      summary: 'The lowest price of each day of the month of a date',
      encoding: 'form',
      body: DateCalendarFormSchema,
      responses: { 200: { description: 'Days and prices', schema: CalendarReplySchema }, ...failures },
    },
    async (c, { body }) => {
      const execution = await executions.require(body.execution);
      const { first, last } = monthAround(search.dayOf(body.date));
      return c.json({ data: await search.calendar(execution, body.set, first, last) });
    },
  );
}
