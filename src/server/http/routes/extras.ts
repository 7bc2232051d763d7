import type { Hono } from 'hono';
import { AutoSeatInfoReplySchema, ShowExtraQuerySchema, ShowExtraReplySchema } from '../../../domain/booking/extras.ts';
import { SolutionParamsSchema } from '../../../domain/shop/search-results.ts';
import { SitePathSchema } from '../../../domain/site-path.ts';
import type { ExtrasService } from '../../booking/extras-service.ts';
import type { ExecutionService } from '../../shop/executions.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

/** The rules change only with a release, and the path names the site and language. */
const CACHE_RULES = 'public, max-age=3600';

export function extrasRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: { extras: ExtrasService; executions: ExecutionService }): void {
  const { extras, executions } = deps;
  registry.add(
    app,
    {
      method: 'get',
      path: '/extraService/showExtra/:session/:set/:sol',
      tag: 'Extras',
      summary:
        "Per flight of a session's solution: the seat map of the fare family's cabin with each seat's state and price, extra checked bags and special meals, in the session's currency",
      params: SolutionParamsSchema,
      query: ShowExtraQuerySchema,
      responses: {
        200: { description: 'What each flight offers', schema: ShowExtraReplySchema },
        400: { description: 'Bad input, with field codes (set, sol, familyId)', schema: FailureSchema },
        404: { description: 'CZWEB000004: unknown session', schema: FailureSchema },
        410: { description: 'CZWEB000003: expired session', schema: FailureSchema },
      },
    },
    async (c, { params, query }) => {
      const execution = await executions.require(params.session);
      return c.json({ data: await extras.showExtra(execution, params.set, params.sol, query.familyId) });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/extra/:site/:lang/getAutoSeatInfo',
      tag: 'Extras',
      summary: 'What happens to a passenger who chooses no seat: the free automatic assignment at check-in and its rules on the site, in its language',
      params: SitePathSchema,
      responses: {
        200: { description: 'The rules of automatic seat assignment', schema: AutoSeatInfoReplySchema },
        400: { description: 'Unknown site or a language the site does not offer', schema: FailureSchema },
      },
    },
    (c, { params }) => {
      c.header('cache-control', CACHE_RULES);
      return c.json({ data: extras.autoSeatInfo(params.site, params.lang) });
    },
  );
}
