import * as v from 'valibot';
import { savedId } from './saved-passenger.ts';

/** POST deleteContact, and GET getContact. */
export const SavedContactIdSchema = v.object({ cpId: savedId });

/**
 * GET getContactList: where the list is shown. The booking pages get the contact
 * added or changed last first; the member area lists them in the order they were added.
 */
export const CONTACT_LIST_ORIGINS = ['booking', 'member'] as const;
export const ContactListQuerySchema = v.object({ origin: v.optional(v.picklist(CONTACT_LIST_ORIGINS, 'e01'), 'member') });
export type ContactListOrigin = (typeof CONTACT_LIST_ORIGINS)[number];

/** A contact of spec 3: cpId, the name, the calling code (without +), the phone and the e-mail. */
export const SavedContactSchema = v.object({
  cpId: v.string(),
  contactName: v.string(),
  areaCode: v.string(),
  phone: v.string(),
  email: v.string(),
});
export type SavedContact = v.InferOutput<typeof SavedContactSchema>;

export const SavedContactListSchema = v.object({ data: v.array(SavedContactSchema) });
export const SavedContactReplySchema = v.object({ contact: SavedContactSchema });

/** The contact block of an order (OrderCreateBody's contact) from a saved contact. */
export function orderContactOf(contact: SavedContact): { contactName: string; areaCode: string; phone: string; email: string } {
  return { contactName: contact.contactName, areaCode: contact.areaCode, phone: contact.phone, email: contact.email };
}
