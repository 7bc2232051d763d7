import { Hono } from 'hono';
import type * as v from 'valibot';
import { getApiDocument } from '../../domain/api/health.ts';
import { exemptFromCsrf } from '../../domain/api/operation.ts';
import { errorSummary } from '../db/error-summary.ts';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import { AppError } from '../errors.ts';
import { SANDBOX_PATH } from '../payment/sandbox/sandbox-provider.ts';
import type { Logger } from '../platform/logger.ts';
import type { Services } from '../services.ts';
import { STAFF_PATH } from '../special-passengers/staff-pages.ts';
import { requestBodyLimit } from './body-limit.ts';
import type { AppEnv } from './context.ts';
import { csrfGuard } from './csrf.ts';
import { failureBody } from './failure.ts';
import { openApiDocument } from './openapi.ts';
import { requestLang } from './request-lang.ts';
import { requestLog } from './request-log.ts';
import { responseDefaults } from './response-defaults.ts';
import { createRouteRegistry } from './route-registry.ts';
import type { Router } from './router.ts';
import { readSession } from './session-cookie.ts';
import { mountStaffPages } from './staff-routes.ts';

export interface AppOptions {
  readonly services: Services;
  /** The API areas, each registering its handlers. */
  readonly routers: readonly Router[];
  readonly logger: Logger;
  /** Origins besides the request's own host allowed to change state. */
  readonly allowedOrigins?: readonly string[];
  readonly version?: string;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Builds the API, mounted at /api: the middleware every call goes through, then the routers' handlers. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { services, logger } = options;
  const app = new Hono<AppEnv>().basePath('/api');
  // Calls that prove themselves otherwise need no CSRF header: the provider's hosted form here, the signed and link operations once registered.
  // The provider's hosted form, and the staff's review pages, which carry their own form token.
  const csrfExempt = [`/api${SANDBOX_PATH}/`, `/api${STAFF_PATH}/`];

  app.use(async (c, next) => {
    c.set('requestId', crypto.randomUUID());
    c.set('lang', requestLang(new URL(c.req.url), c.req.header('cookie'), c.req.header('accept-language')));
    await next();
  });
  app.use(requestLog(logger, services.platform.clock));
  app.use(responseDefaults());
  // Uploads declare their own, larger limit; every other call keeps the usual one.
  const largeBodies: { path: RegExp; maxSize: number }[] = [];
  const limits = new Map<number, ReturnType<typeof requestBodyLimit>>();
  const limitOf = (maxSize: number) => {
    const known = limits.get(maxSize);
    if (known) return known;
    const made = requestBodyLimit(maxSize);
    limits.set(maxSize, made);
    return made;
  };
  app.use((c, next) => limitOf(largeBodies.find((large) => large.path.test(c.req.path))?.maxSize ?? MAX_BODY_BYTES)(c, next));
  app.use(csrfGuard(options.allowedOrigins ?? [], csrfExempt));

  const routes = createRouteRegistry(
    app,
    (c) => services.sessions.memberOf(readSession(c)),
    (header, level) => services.proofOfWork.spend(header, level),
  );
  for (const router of options.routers) router(routes, services);
  for (const operation of routes.operations) if (exemptFromCsrf(operation)) csrfExempt.push(`/api${operation.path}`);
  for (const operation of routes.operations) {
    if (operation.maxBodyBytes)
      largeBodies.push({ path: new RegExp(`^(?:/api)?${operation.path.replace(/:\w+/g, '[^/]+')}$`), maxSize: operation.maxBodyBytes });
  }
  services.paymentProvider.mount?.(app, (request) => Promise.resolve(app.fetch(request)));
  mountStaffPages(app, services);
  // The document describes every operation registered, itself included, so it is made once they all are.
  let document: ReturnType<typeof openApiDocument> | undefined;
  routes.handle(getApiDocument, () => {
    document ??= openApiDocument(routes.operations, options.version ?? '1.0.0');
    return document as v.InferInput<(typeof getApiDocument)['reply']>;
  });

  app.notFound((c) => c.json(failureBody(c, new AppError('notFound')), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(failureBody(c, error), error.status);
    if (isDatabaseUnreachable(error)) {
      logger.warn('database unreachable', { requestId: c.get('requestId'), ...errorSummary(error) });
      return c.json(failureBody(c, new AppError('unavailable')), 503);
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), ...errorSummary(error) });
    return c.json(failureBody(c, new AppError('internal')), 500);
  });
  return app;
}
