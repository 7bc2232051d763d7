import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * The header that carries the visitor's address to the API. The server in front of the API (the bundled web
 * server, or the API's own) writes it from the connection over anything the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-real-ip';

export function clientAddress(c: Context): string {
  return c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}

/** An IPv4 address the way IPv6 sockets report it (::ffff:192.0.2.1) is the IPv4 address. */
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/**
 * Who a request comes from: the connection's peer, unless the peer is one of the trusted proxies; then the
 * nearest address in X-Forwarded-For that is not a trusted proxy (each proxy appends its peer on the right, so
 * what lies left of the first untrusted address may have been written by the client).
 */
export function visitorAddress(peer: string | undefined, forwardedFor: string | undefined, trustedProxies: readonly string[]): string {
  const trusted = new Set(trustedProxies.map(plain));
  let address = plain(peer ?? 'unknown');
  if (!trusted.has(address)) return address;
  const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim()));
  for (let index = hops.length - 1; index >= 0 && trusted.has(address); index--) {
    if (isIP(hops[index]) === 0) break;
    address = hops[index];
  }
  return address;
}

/** Writes the visitor's address into the request for the API, replacing whatever the client sent. */
export function stampVisitorAddress(req: IncomingMessage, trustedProxies: readonly string[]): void {
  const forwarded = req.headers['x-forwarded-for'];
  const address = visitorAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trustedProxies);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  // The Fetch Request of a call with a body is built from the raw header list, so the client's own X-Real-IP
  // must leave that list too, or it would be the address every per-address limit counts.
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== CLIENT_ADDRESS_HEADER) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders = [...raw, CLIENT_ADDRESS_HEADER, address];
}
