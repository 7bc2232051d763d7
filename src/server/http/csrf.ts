import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors.ts';
import type { AppEnv } from './context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers only send it from script on the same origin (or after a CORS preflight we never grant). */
export const CSRF_HEADER = 'x-requested-with';

/**
 * CSRF defence for every state-changing call (design 5): the custom header must be
 * present, and an Origin, when sent, must be this host or an allowed origin.
 * Paths under `exempt` (full paths, /api included) are not browser calls of our pages.
 */
export function csrfGuard(allowedOrigins: readonly string[], exempt: readonly string[] = []): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // Calls that prove themselves otherwise: a provider's signed notifications, a provider's own hosted form.
    if (exempt.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const host = c.req.header('host');
    const originOk =
      origin === undefined || origin === own || (host !== undefined && origin.replace(/^https?:\/\//, '') === host) || allowedOrigins.includes(origin);
    if (!originOk || !c.req.header(CSRF_HEADER)) throw new AppError('forbidden');
    return next();
  };
}
