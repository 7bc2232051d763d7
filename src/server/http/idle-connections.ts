import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node closes them after 5 s, so a
 * client (a proxy, a load balancer, a test's request context) that reuses one a moment
 * later writes into a closing socket and gets ECONNRESET. Holding them longer than the
 * usual 60 s of load balancers leaves the closing to the client, which knows when it is done.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections open for IDLE_CONNECTION_MS; the headers timeout must outlast it. */
export function holdIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
