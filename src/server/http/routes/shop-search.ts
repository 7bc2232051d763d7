import type { Hono } from 'hono';
import type * as v from 'valibot';
import {
  CalendarReplySchema,
  DateCalendarFormSchema,
  DetailFormSchema,
  DetailReplySchema,
  MoveCalendarFormSchema,
  NextFormSchema,
  SearchReplySchema,
  SessionParamsSchema,
  ShopSearchFormSchema,
  SolutionParamsSchema,
} from '../../../domain/shop/search-results.ts';
import type { CabinClass } from '../../../domain/reference/cabins.ts';
import { AppError } from '../errors.ts';
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
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/next/:session',
      tag: 'Shop',
      summary: 'The grid of the next slice of the trip, once the earlier slices are chosen (so: session_set_sol joined by |)',
      encoding: 'form',
      params: SessionParamsSchema,
      body: NextFormSchema,
      responses: { 200: { description: 'The results grid', schema: SearchReplySchema }, ...failures },
    },
    async (c, { params, body }) => {
      if (body.execution !== params.session || body.so.some((key) => key.session !== params.session))
        throw new AppError('e01', { fields: { so: { code: 'e01' } } });
      const execution = await executions.require(params.session);
      return c.json({ data: { grid: await search.next(execution, body.so, body.date) } });
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/detail/:session/:set/:sol',
      tag: 'Shop',
      summary: 'One solution priced afresh in every cabin and fare family, with the rules and the price per passenger type',
      encoding: 'form',
      params: SolutionParamsSchema,
      body: DetailFormSchema,
      responses: { 200: { description: 'The solution and its fares', schema: DetailReplySchema }, ...failures },
    },
    async (c, { params, body }) => {
      if (body.execution !== undefined && body.execution !== params.session) throw new AppError('e01', { fields: { execution: { code: 'e01' } } });
      const execution = await executions.require(params.session);
      return c.json({ data: await search.detail(execution, params.set, params.sol) });
    },
  );
  const moveCalendar = async (session: string | undefined, body: v.InferOutput<typeof MoveCalendarFormSchema>) => {
    const id = session ?? body.execution;
    if (!id) throw new AppError('e00', { fields: { execution: { code: 'e00' } } });
    const execution = await executions.require(id);
    const centre = body.moveDate ? search.dayOf(body.moveDate) : search.dayOf(body.originDate) + (body.move ?? 0);
    const set = search.setOf(execution, body.origin, body.destion);
    const cabin = body.originClass === undefined ? undefined : (Number(body.originClass) as CabinClass);
    return search.calendar(execution, set, centre - RIBBON_DAYS, centre + RIBBON_DAYS, { cabin, flightNo: body.flightNo });
  };
  const calendarOperation = {
    method: 'post',
    tag: 'Shop',
    summary: 'The price ribbon of a slice moved to another week: centred on moveDate, or on originDate moved by move days',
    encoding: 'form',
    body: MoveCalendarFormSchema,
    responses: { 200: { description: 'Days and prices', schema: CalendarReplySchema }, ...failures },
  } as const;
  registry.add(app, { ...calendarOperation, path: '/shop/calendar' }, async (c, { body }) => c.json({ data: await moveCalendar(undefined, body) }));
  registry.add(app, { ...calendarOperation, path: '/shop/calendar/:session', params: SessionParamsSchema }, async (c, { params, body }) =>
    c.json({ data: await moveCalendar(params.session, body) }),
  );
}
