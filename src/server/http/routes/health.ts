import type { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
  time: v.string(),
});

export function healthRoutes(app: Hono<AppEnv>, registry: OperationRegistry, deps: AppDeps): void {
  registry.add(
    app,
    {
      method: 'get',
      path: '/health',
      tag: 'Operations',
      summary: 'Whether the API and its database answer',
      responses: {
        200: { description: 'The API and its database work', schema: HealthSchema },
        503: { description: 'The database does not answer', schema: FailureSchema },
      },
    },
    async (c) => {
      try {
        await deps.db.query('select 1');
      } catch {
        throw new AppError('unavailable');
      }
      return c.json({ status: 'ok' as const, database: deps.db.kind, time: deps.clock.now().toISOString() });
    },
  );
}
