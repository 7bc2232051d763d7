import type { Hono } from 'hono';
import { createApp } from './http/app.ts';
import type { AppEnv } from './http/context.ts';
import { API_ROUTERS } from './http/routers.ts';
import { createServices, type ServiceDeps, type Services } from './services.ts';

export interface Api {
  readonly app: Hono<AppEnv>;
  readonly services: Services;
  readonly jobs: Services['jobs'];
  /** The pass run once at creation: orders left paid without tickets by a stopped server are ticketed now. */
  readonly ready: Promise<void>;
}

/** The storefront's API from its dependencies: the services, and the app serving every router over them. */
export function createApi(deps: ServiceDeps & { readonly allowedOrigins?: readonly string[]; readonly version?: string }): Api {
  const services = createServices(deps);
  const app = createApp({ services, routers: API_ROUTERS, logger: deps.logger, allowedOrigins: deps.allowedOrigins, version: deps.version });
  const ready = services.jobs.ticketPaidOrders().then(
    (count) => {
      if (count > 0) deps.logger.warn('paid orders ticketed on start', { count });
    },
    (error: unknown) => deps.logger.error('ticketing recovery failed', { error: error instanceof Error ? error.name : 'unknown' }),
  );
  return { app, services, jobs: services.jobs, ready };
}
