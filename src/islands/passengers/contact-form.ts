import type { ContactForm } from '../../domain/booking/funnel.ts';
import type { OrderCreateBody } from '../../domain/booking/order-create.ts';

/** The contact's values as the contact schema reads them. */
export function contactValues(contact: ContactForm): Record<string, string> {
  return { contactName: contact.contactName, areaCode: contact.areaCode, phone: contact.phone, email: contact.email };
}

/** The contact exactly as the order create call takes it. */
export function orderContact(contact: ContactForm): OrderCreateBody['contact'] {
  return { contactName: contact.contactName.trim(), areaCode: contact.areaCode.trim(), phone: contact.phone.trim(), email: contact.email.trim() };
}

/** Fills the contact block from a saved contact. */
export function contactFromSaved(
  contact: ContactForm,
  saved: { cpId: string; contactName: string; areaCode: string; phone: string; email: string },
  region: string,
): ContactForm {
  return { ...contact, contactName: saved.contactName, areaCode: saved.areaCode, region, phone: saved.phone, email: saved.email, cpId: saved.cpId };
}
