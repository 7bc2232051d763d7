import * as v from 'valibot';
import { SESSION_ID_PATTERN, SOLUTION_KEY_PATTERN } from './key-patterns.ts';

/**
 * A booking session's id (spec 3's execution) and its solutions' keys: what the funnel's stored steps and the order
 * schemas share with the results, in a module of their own so that they travel without the results' schemas.
 */
export const sessionId = v.pipe(v.string('e00'), v.nonEmpty('e00'), v.regex(SESSION_ID_PATTERN, 'e01'));

/** A solution key's parts (spec 3: session, set and sol). */
export const setNumber = v.pipe(v.string(), v.regex(/^\d$/, 'e01'), v.transform(Number));
export const solutionKey = v.pipe(v.string(), v.regex(SOLUTION_KEY_PATTERN, 'e01'));
