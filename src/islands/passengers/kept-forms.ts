import { PASSENGERS_HANDOFF_KEY, type PassengersHandoff } from '../../domain/booking/passengers-handoff.ts';
import type { ContactForm, PassengerForm } from './passenger-forms.ts';

/** What the passengers page keeps of one booking session, so that coming back (from book/addition or by the back button) shows it again. */
export interface KeptForms {
  readonly forms: readonly PassengerForm[];
  readonly contact: ContactForm;
  /** The notices ticked, by protocolKey. */
  readonly agreed: readonly string[];
}

const keyOf = (execution: string) => `passengers:${execution}`;

export function readKeptForms(execution: string): KeptForms | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(execution));
    return text ? (JSON.parse(text) as KeptForms) : undefined;
  } catch {
    return undefined;
  }
}

export function keepForms(execution: string, kept: KeptForms): void {
  try {
    sessionStorage.setItem(keyOf(execution), JSON.stringify(kept));
  } catch {
    // Private modes may refuse storage: the page still works, it just forgets.
  }
}

/** Leaves the travellers for book/addition. */
export function handOff(handoff: PassengersHandoff): void {
  sessionStorage.setItem(PASSENGERS_HANDOFF_KEY, JSON.stringify(handoff));
}
