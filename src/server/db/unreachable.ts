/** Network failures of the socket to the database server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server that is going away or not taking connections (class 08 is matched as a whole). */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when the socket ends or never opens, without a code of its own. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
];

/**
 * Whether an error means the database could not be reached (a restart, a fail-over,
 * a cut network), rather than that it refused a statement: the first is answered
 * 503 and passes by itself, the second is a bug. Drizzle wraps the driver's error
 * as its `cause`, so the whole chain is read.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
  }
  return false;
}
