import type { Hono } from 'hono';
import { AreaCodeListSchema, areaCodeEntries } from '../../../domain/area-codes.ts';
import type { AppEnv } from '../context.ts';
import type { OperationRegistry } from '../operations.ts';

export function areaCodeRoutes(app: Hono<AppEnv>, registry: OperationRegistry): void {
  const entries = areaCodeEntries();
  registry.add(
    app,
    {
      method: 'get',
      path: '/areaCode/search',
      tag: 'User',
      summary: 'Calling codes of every region, for the phone area-code picker',
      responses: { 200: { description: 'Area codes', schema: AreaCodeListSchema } },
    },
    (c) => {
      c.header('cache-control', 'public, max-age=86400');
      return c.json({ data: entries });
    },
  );
}
