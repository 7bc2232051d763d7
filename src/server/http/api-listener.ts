import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { stampVisitorAddress } from './client-address.ts';

/** The Node request listener of the API served alone: the visitor's address stamped from the connection, then the app. */
export function apiListener(fetch: (request: Request) => Response | Promise<Response>, trustedProxies: readonly string[]) {
  const listener = getRequestListener(fetch);
  return (req: IncomingMessage, res: ServerResponse): void => {
    stampVisitorAddress(req, trustedProxies);
    void listener(req, res);
  };
}
