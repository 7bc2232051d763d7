import type { Hono } from 'hono';
import { findSite } from '../../../domain/site-lookup.ts';
import { SiteQuerySchema } from '../../../domain/shop/site-query.ts';
import { CreatedSearchSchema, ExecutionInfoSchema, SealedArgsBodySchema } from '../../../domain/shop/execution.ts';
import { SearchRequestSchema } from '../../../domain/shop/search-request.ts';
import type { ExecutionService } from '../../shop/executions.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

const failures = { 400: { description: 'Bad input, with field codes', schema: FailureSchema } };

export function shopSessionRoutes(app: Hono<AppEnv>, registry: OperationRegistry, executions: ExecutionService): void {
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/app',
      tag: 'Shop',
      summary: 'Execution create: checks a trip and seals its arguments into a link that cannot be altered',
      query: SiteQuerySchema,
      body: SearchRequestSchema,
      responses: { 200: { description: 'Sealed arguments and the results page', schema: CreatedSearchSchema }, ...failures },
    },
    (c, { query, body }) => {
      const site = findSite(query.country);
      // The query schema has checked the site; this only satisfies the type.
      if (!site) throw new AppError('e01');
      return c.json(executions.create(body, site, query.language));
    },
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/decryptArgs',
      tag: 'Shop',
      summary: 'The trip a sealed link stands for',
      body: SealedArgsBodySchema,
      responses: {
        200: { description: 'The trip', schema: SearchRequestSchema },
        404: { description: 'CZWEB000004: altered or unknown', schema: FailureSchema },
      },
    },
    (c, { body }) => c.json(executions.decrypt(body.encryptArgs)),
  );
  registry.add(
    app,
    {
      method: 'post',
      path: '/shop/getInfo',
      tag: 'Shop',
      summary: 'Execution getInfo: opens a booking session for a sealed link',
      body: SealedArgsBodySchema,
      responses: {
        200: { description: 'The booking session', schema: ExecutionInfoSchema },
        404: { description: 'CZWEB000004: altered or unknown', schema: FailureSchema },
        410: { description: 'CZWEB000003: expired', schema: FailureSchema },
      },
    },
    async (c, { body }) => c.json(await executions.open(body.encryptArgs)),
  );
}
