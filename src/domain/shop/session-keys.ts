import * as v from 'valibot';

/**
 * A booking session's id (spec 3's execution) and its solutions' keys: what the funnel's stored steps and the order
 * schemas share with the results, in a module of their own so that they travel without the results' schemas.
 */
export const sessionId = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'e01'));

/** A solution key's parts (spec 3: session, set and sol); sol names the flights (see the server's solutions module). */
export const setNumber = v.pipe(v.string(), v.regex(/^\d$/, 'e01'), v.transform(Number));
export const solutionKey = v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{1,6}(?:-\d{1,9}\.\d{1,6}){0,2}$/, 'e01'));
