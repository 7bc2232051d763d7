import type { ContactForm } from '../../domain/booking/funnel.ts';
import { contactSchema } from '../../domain/validation/contact-schema.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import type { NumberingPlan } from '../../domain/validation/phone.ts';
import { contactValues } from './contact-form.ts';

/** Checks the contact block with the shared contact schema and the page's numbering plan: issues keyed `contact.{field}`. */
export function checkContactForm(contact: ContactForm, plan: NumberingPlan): Record<string, FieldIssue> {
  const result = validateForm(contactSchema({ plan }), contactValues(contact));
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([field, found]) => [`contact.${field}`, found]));
}
