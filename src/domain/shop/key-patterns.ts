/*
 * The shapes of a booking session's id, its solutions' keys and a fare family's id, as patterns: the schemas of
 * session-keys.ts and order-choice.ts check with them, and so do the checks a page makes without the schema library
 * (src/domain/booking/funnel-checks.ts).
 */

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A solution key's parts (spec 3: session, set and sol); sol names the flights (see the server's solutions module). */
export const SOLUTION_KEY_PATTERN = /^\d{1,9}\.\d{1,6}(?:-\d{1,9}\.\d{1,6}){0,2}$/;

export const FAMILY_ID_PATTERN = /^[A-Z_]{1,40}$/;
