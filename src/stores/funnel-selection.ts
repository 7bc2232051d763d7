import type { Selection } from '../domain/booking/funnel-selection.ts';
import { chosenDiscount, dropDiscount } from './funnel-discount.ts';
import { type StoredFunnel, writeEntry } from './funnel-entry.ts';

/*
 * The flights chosen on the results page, handed on to the pages after it (which read them with booking-funnel.ts).
 * The results page's own views are in results-views.ts.
 */

/** The steps that follow the choice of flights: they belong to the session the flights were chosen in. */
const LATER_STEPS: readonly (keyof StoredFunnel)[] = ['forms', 'passengers', 'extras'];

const sessionOf = (step: unknown): unknown => (typeof step === 'object' && step !== null && 'execution' in step ? step.execution : undefined);

/**
 * Hands the chosen flights and fares on to the passengers page. The later
 * steps of another booking session go, as no page can reach them again (each
 * reads the session of the selection); those of the same session stay, since
 * its travellers are the same, and the pages fit them to the new flights as
 * they read them (the extras page keeps only what the new flights offer, and
 * its unpaid order, to cancel it when booking again).
 */
export function chooseSolutions(selection: Selection): void {
  writeEntry((entry) => {
    const next: Record<string, unknown> = { ...entry, selection };
    for (const name of LATER_STEPS) if (sessionOf(entry[name]) !== selection.execution) delete next[name];
    return next;
  });
  if (chosenDiscount(selection.execution) === undefined) dropDiscount();
}
