import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../platform/clock.ts';
import type { Logger } from '../platform/logger.ts';
import type { AppEnv } from './context.ts';

/**
 * One structured line per request. It names the route pattern, never the path
 * itself, query or body, so that order numbers, names and e-mail addresses in
 * them stay out of the logs.
 */
export function requestLog(logger: Logger, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      at: clock.now().toISOString(),
    });
  };
}
