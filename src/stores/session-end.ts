import type { SessionEnd } from './execution-session.ts';
import { sessionEntry } from './session-entry.ts';

/**
 * Where the tab's booking sessions end, kept in session storage as the booking funnel is: the results page (cash or
 * award) learns it when it opens the session and every extension moves it, and the pages after it (passengers,
 * extras, award booking) read it to show the time left and warn before the end.
 */
export const SESSION_END_KEY = 'booking:session-end:v1';

/** Sessions kept, the latest first: a tab may go back to the results of an earlier search. */
const KEPT = 5;

/** A kept end as it was written; checked by hand, as the pages that read it load no schema library at first. */
function sessionEndOf(value: unknown): SessionEnd | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { execution, expiresAt, extendable } = value as Readonly<Record<string, unknown>>;
  return typeof execution === 'string' && typeof expiresAt === 'number' && typeof extendable === 'boolean' ? { execution, expiresAt, extendable } : undefined;
}

const { read, write } = sessionEntry(SESSION_END_KEY);

function kept(): SessionEnd[] {
  const { sessions } = read();
  const ends = Array.isArray(sessions) ? sessions.map(sessionEndOf) : [];
  // One entry of another shape is a list written by another version: none of it is read.
  return ends.every((end): end is SessionEnd => end !== undefined) ? ends : [];
}

export function keepSessionEnd(end: SessionEnd): void {
  const others = kept().filter((known) => known.execution !== end.execution);
  write(() => ({ sessions: [end, ...others].slice(0, KEPT) }));
}

/** Where a session ends, if this tab knows it. */
export function keptSessionEnd(execution: string | null): SessionEnd | undefined {
  return execution === null ? undefined : kept().find((known) => known.execution === execution);
}
