import { useEffect, useState } from 'react';
import type { ContactForm, PassengerForm } from '../../domain/booking/funnel.ts';
import type { SavedContact } from '../../domain/saved-data/saved-contact.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { orderContact } from './contact-form.ts';
import type { PassengerCalls } from './passenger-calls.ts';
import { savedPassengerBody } from './passenger-forms.ts';

/**
 * A member's saved passengers and contacts while the page is open for a member
 * (null for a guest, and again after logging out); a list that cannot be read is
 * empty, so that booking goes on without it.
 */
export function useSavedData(
  calls: PassengerCalls,
  member: string | null,
): { passengers: readonly SavedPassenger[] | null; contacts: readonly SavedContact[] | null } {
  const [passengers, setPassengers] = useState<readonly SavedPassenger[] | null>(null);
  const [contacts, setContacts] = useState<readonly SavedContact[] | null>(null);
  useEffect(() => {
    setPassengers(null);
    setContacts(null);
    if (!member) return;
    let cancelled = false;
    calls.savedPassengers().then(
      (list) => !cancelled && setPassengers(list),
      () => !cancelled && setPassengers([]),
    );
    calls.savedContacts().then(
      (list) => !cancelled && setContacts(list),
      () => !cancelled && setContacts([]),
    );
    return () => {
      cancelled = true;
    };
  }, [calls, member]);
  return { passengers, contacts };
}

/** Saves the passengers and the contact the member ticked (changing those filled from saved ones); the messages of the saves that failed. */
export async function saveTicked(
  calls: PassengerCalls,
  forms: readonly PassengerForm[],
  contact: ContactForm,
  layout: NameLayout,
  messages: Messages,
): Promise<string[]> {
  const failures: string[] = [];
  const failed = (error: unknown) => {
    failures.push(failureText(messages, error));
  };
  for (const passenger of forms.filter((p) => p.save)) await calls.savePassenger(savedPassengerBody(passenger, layout)).catch(failed);
  if (contact.save) await calls.saveContact({ ...(contact.cpId ? { cpId: contact.cpId } : {}), ...orderContact(contact) }).catch(failed);
  return [...new Set(failures)];
}
