import type { ContactForm } from '../../domain/booking/funnel.ts';
import type { OrderCreateBody } from '../../domain/booking/order-create.ts';
import { contactSchema } from '../../domain/validation/contact-schema.ts';
import { type FieldIssue, validateForm } from '../../domain/validation/issue.ts';
import type { NumberingPlan } from '../../domain/validation/phone.ts';

/** The contact's values as the contact schema reads them. */
export function contactValues(contact: ContactForm): Record<string, string> {
  return { contactName: contact.contactName, areaCode: contact.areaCode, phone: contact.phone, email: contact.email };
}

/** Checks the contact block with the shared contact schema and the page's numbering plan: issues keyed `contact.{field}`. */
export function checkContactForm(contact: ContactForm, plan: NumberingPlan): Record<string, FieldIssue> {
  const result = validateForm(contactSchema({ plan }), contactValues(contact));
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([field, found]) => [`contact.${field}`, found]));
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
