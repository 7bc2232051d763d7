import type { Context } from 'hono';

/**
 * The header that carries the visitor's address to the API. The bundled web server
 * writes it from the connection (over anything the client sent); an API node
 * behind a proxy trusts the proxy to do the same.
 */
export const CLIENT_ADDRESS_HEADER = 'x-real-ip';

export function clientAddress(c: Context): string {
  return c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
