import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { DEMO_IDP_PATH, type NodeListener } from '../member/sns/demo-identity-provider.ts';
import { stampVisitorAddress } from './client-address.ts';

/** The Node request listener of the Hono app, for a server that has stamped the visitor's address itself. */
export function appListener(fetch: (request: Request) => Response | Promise<Response>): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener(fetch);
}

/**
 * The Node request listener of the API served alone: the visitor's address stamped from the connection, then the
 * app; in demo mode the built-in demo identity provider of social login below DEMO_IDP_PATH.
 */
export function apiListener(fetch: (request: Request) => Response | Promise<Response>, trustedProxies: readonly string[], demoIdp?: NodeListener) {
  const listener = appListener(fetch);
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
