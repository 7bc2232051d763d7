import type { AwardSelection } from '../domain/mileage/award-selection.ts';
import { awardSelectionOf } from '../domain/mileage/award-selection-check.ts';
import { objectOf, type Shape, text } from '../domain/plain-shapes.ts';
import { sessionEntry } from './session-entry.ts';

/**
 * The award booking's state between mileage/flights and mileage/book: the award
 * chosen, and the unpaid award order the book page made for it (so that coming
 * back pays that order, or gives its miles back before booking another). It lives
 * in one session-storage entry, as the cash booking funnel does, so that it outlives
 * the page loads between the two pages and ends with the tab; each part is checked
 * by its shape when read (without the schema library, which mileage/book does not
 * load as it starts) and belongs to one booking session.
 */
export const AWARD_FUNNEL_KEY = 'award:funnel:v1';

export interface PendingAward {
  readonly execution: string;
  readonly orderNo: string;
  readonly fingerprint: string;
}

const pendingAwardOf: Shape<PendingAward> = objectOf({ execution: text, orderNo: text, fingerprint: text });

const { read: readEntry, write: writeEntry } = sessionEntry(AWARD_FUNNEL_KEY);

function readPart<T extends { readonly execution: string }>(name: string, shape: Shape<T>, execution: string | null): T | undefined {
  const part = shape(readEntry()[name]);
  return part && execution !== null && part.execution === execution ? part : undefined;
}

/** Hands the chosen award on to the book page; an unpaid order of another booking session is no longer this tab's to pay. */
export function chooseAward(selection: AwardSelection): void {
  writeEntry((entry) => {
    const next: Record<string, unknown> = { ...entry, selection };
    if (pendingAwardOf(entry.pending)?.execution !== selection.execution) delete next.pending;
    return next;
  });
}

/** The award chosen for a booking session. */
export function chosenAward(execution: string | null): AwardSelection | undefined {
  return readPart('selection', awardSelectionOf, execution);
}

/** The unpaid award order made for a booking session, if any. */
export function pendingAward(execution: string | null): PendingAward | undefined {
  return readPart('pending', pendingAwardOf, execution);
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
