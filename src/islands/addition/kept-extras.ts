import type { ExtrasChoices } from './extras-choices.ts';

export type SeatView = 'map' | 'list';

/** An unpaid order this page already made for the booking, and what it was made with. */
export interface PendingOrder {
  readonly orderNo: string;
  /** The order body it was made from, less the expected total: the same body again needs no new order. */
  readonly fingerprint: string;
  readonly choices: ExtrasChoices;
}

/** What book/addition keeps per booking session while the traveller comes and goes (kept alive). */
export interface KeptExtras {
  readonly choices: ExtrasChoices;
  readonly view: SeatView;
  readonly pending?: PendingOrder;
}

const keyOf = (execution: string) => `addition:${execution}`;

export function readKeptExtras(execution: string): KeptExtras | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(execution));
    return text ? (JSON.parse(text) as KeptExtras) : undefined;
  } catch {
    return undefined;
  }
}

export function keepExtras(execution: string, kept: KeptExtras): void {
  try {
    sessionStorage.setItem(keyOf(execution), JSON.stringify(kept));
  } catch {
    // Private modes may refuse storage: the page still works, it just forgets.
  }
}
