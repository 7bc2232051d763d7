import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors.ts';

const tooLarge = (): never => {
  throw new AppError('payloadTooLarge');
};

/**
 * The limit on a request's body, judged by its Content-Length where it gives one. Hono's own limit reads the
 * request's body stream to see whether it has one, and on Node that makes the adapter build a whole web Request
 * around the socket for every call, a GET's too, where the handlers read bodies straight off it; a body sent in
 * chunks, with no length, is still counted by Hono's limit as it comes.
 */
export function requestBodyLimit(maxSize: number): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number.parseInt(length, 10) > maxSize ? tooLarge() : next();
  };
}
