import * as v from 'valibot';
import { PASSENGER_TYPES } from '../reference/passenger-types.ts';
import { sessionId } from '../shop/session-keys.ts';

/**
 * The booking funnel's steps as the pages keep them between visits: one schema per step, each naming the booking
 * session (execution) it was made in, so that a step read back for another session, or in another shape, counts as
 * absent. Here the passengers page's forms; the results page's steps are in funnel-selection.ts, and those from the
 * passengers' hand-off on (book/addition, the discount box) in funnel-extras.ts, so that each page loads the schemas
 * of the steps it reads.
 */

/** One passenger's form as the passengers page holds it. */
export const PassengerFormSchema = v.pipe(
  v.object({
    type: v.picklist(PASSENGER_TYPES),
    /** The text of each field, by the passenger schema's names. */
    fields: v.pipe(v.record(v.string(), v.string()), v.readonly()),
    /** For an infant, the place in the list of the adult it travels with; '' until chosen. */
    infantOf: v.string(),
    /** The saved passenger the form was filled from: saving changes that passenger. */
    psgId: v.optional(v.string()),
    /** Save (or update) this passenger in the member's passengers on continuing. */
    save: v.boolean(),
  }),
  v.readonly(),
);
export type PassengerForm = v.InferOutput<typeof PassengerFormSchema>;

/** The contact block: the four fields of the order's contact, the region of the calling code, and the saved contact it came from. */
export const ContactFormSchema = v.pipe(
  v.object({
    contactName: v.string(),
    areaCode: v.string(),
    region: v.string(),
    phone: v.string(),
    email: v.string(),
    cpId: v.optional(v.string()),
    save: v.boolean(),
  }),
  v.readonly(),
);
export type ContactForm = v.InferOutput<typeof ContactFormSchema>;

/** What the passengers page keeps of its booking session, so that coming back (from book/addition or by the back button) shows it again. */
export const PassengerFormsSchema = v.pipe(
  v.object({
    execution: sessionId,
    forms: v.pipe(v.array(PassengerFormSchema), v.readonly()),
    contact: ContactFormSchema,
    /** The notices ticked, by protocolKey. */
    agreed: v.pipe(v.array(v.string()), v.readonly()),
  }),
  v.readonly(),
);
export type PassengerForms = v.InferOutput<typeof PassengerFormsSchema>;
