import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { errorSummary } from '../db/error-summary.ts';
import { AppError } from '../errors.ts';
import { DEMO_IDP_PATH, type NodeListener } from '../member/sns/demo-identity-provider.ts';
import type { Logger } from '../platform/logger.ts';
import { stampVisitorAddress } from './client-address.ts';
import { failureIn } from './failure.ts';

/**
 * The Node request listener of the Hono app, for a server that has stamped the visitor's address itself. A request
 * without a Host header (an HTTP/1.0 probe) is read as one to localhost, as Astro's adapter read it; a failure the
 * app's own error handler could not answer is logged and answered with the failure envelope, never an empty 500.
 */
export function appListener(
  fetch: (request: Request) => Response | Promise<Response>,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener(fetch, {
    hostname: 'localhost',
    errorHandler: (error) => {
      logger.error('api request failed', error instanceof Error ? errorSummary(error) : { error: String(error) });
      return Response.json(failureIn('en', new AppError('internal')), { status: 500 });
    },
  });
}

/**
 * The Node request listener of the API served alone: the visitor's address stamped from the connection, then the
 * app; in demo mode the built-in demo identity provider of social login below DEMO_IDP_PATH.
 */
export function apiListener(
  fetch: (request: Request) => Response | Promise<Response>,
  logger: Logger,
  trustedProxies: readonly string[],
  demoIdp?: NodeListener,
) {
  const listener = appListener(fetch, logger);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '/').split('?')[0];
    if (demoIdp && (path === DEMO_IDP_PATH || path.startsWith(`${DEMO_IDP_PATH}/`))) {
      demoIdp(req, res);
      return;
    }
    stampVisitorAddress(req, trustedProxies);
    void listener(req, res);
  };
}
