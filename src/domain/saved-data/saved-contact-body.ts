import * as v from 'valibot';
import { contactSchema } from '../validation/contact-schema.ts';
import { numberingPlan } from '../validation/numbering-plan.ts';
import { savedId } from './saved-passenger.ts';

/**
 * POST modifyContact: a contact to add (no cpId) or to change (its cpId), under the shared contact rules. Apart from
 * the contact's other shapes, since the server's numbering plan comes with it.
 */
export const SavedContactBodySchema = v.intersect([v.object({ cpId: v.optional(savedId) }), contactSchema({ plan: numberingPlan })]);
export type SavedContactBody = v.InferOutput<typeof SavedContactBodySchema>;
