import * as v from 'valibot';
import { type AwardSelection, AwardSelectionSchema } from '../domain/mileage/award-selection.ts';
import { sessionEntry } from './session-entry.ts';

/**
 * The award booking's state between mileage/flights and mileage/book: the award
 * chosen, and the unpaid award order the book page made for it (so that coming
 * back pays that order, or gives its miles back before booking another). It lives
 * in one session-storage entry, as the cash booking funnel does, so that it outlives
 * the page loads between the two pages and ends with the tab; each part is checked
 * against its schema when read and belongs to one booking session.
 */
export const AWARD_FUNNEL_KEY = 'award:funnel:v1';

const PendingAwardSchema = v.object({ execution: v.string(), orderNo: v.string(), fingerprint: v.string() });
export type PendingAward = v.InferOutput<typeof PendingAwardSchema>;

const { read: readEntry, write: writeEntry } = sessionEntry(AWARD_FUNNEL_KEY);

function readPart<S extends v.GenericSchema<unknown, { readonly execution: string }>>(
  name: string,
  schema: S,
  execution: string | null,
): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, readEntry()[name]);
  return parsed.success && execution !== null && parsed.output.execution === execution ? parsed.output : undefined;
}

/** Hands the chosen award on to the book page; an unpaid order of another booking session is no longer this tab's to pay. */
export function chooseAward(selection: AwardSelection): void {
  writeEntry((entry) => {
    const next: Record<string, unknown> = { ...entry, selection };
    const pending = v.safeParse(PendingAwardSchema, entry.pending);
    if (!pending.success || pending.output.execution !== selection.execution) delete next.pending;
    return next;
  });
}

/** The award chosen for a booking session. */
export function chosenAward(execution: string | null): AwardSelection | undefined {
  return readPart('selection', AwardSelectionSchema, execution);
}

/** The unpaid award order made for a booking session, if any. */
export function pendingAward(execution: string | null): PendingAward | undefined {
  return readPart('pending', PendingAwardSchema, execution);
}

/** Remembers (or, with undefined, forgets) the unpaid award order. */
export function keepPendingAward(pending: PendingAward | undefined): void {
  writeEntry((entry) => {
    const next = { ...entry };
    if (pending) next.pending = pending;
    else delete next.pending;
    return next;
  });
}
