import * as v from 'valibot';
import { encryptedPassword } from './auth-schemas.ts';

/** The name and version of the export's layout, so that a reader can tell what it holds. */
export const MEMBER_DATA_FORMAT = 'storefront-member-data';
export const MEMBER_DATA_VERSION = 1;

/**
 * Everything the storefront keeps about a member (GDPR articles 15 and 20): one entry per section (profile, cards,
 * saved passengers, orders...), each a JSON value, so that a section added later changes no reader of the others.
 */
export const MemberDataSchema = v.object({
  format: v.literal(MEMBER_DATA_FORMAT),
  version: v.literal(MEMBER_DATA_VERSION),
  exportedAt: v.string(),
  memberNo: v.string(),
  // A list before an object: valibot takes an array for an object too.
  sections: v.record(v.string(), v.union([v.array(v.union([v.string(), v.looseObject({})])), v.looseObject({}), v.null()])),
});
export type MemberData = v.InferOutput<typeof MemberDataSchema>;
/** One section of the export: an object, a list, or null when the member has no such record. */
export type MemberDataSection = MemberData['sections'][string];

/** What erasing the saved data removed. */
export const SavedDataErasedSchema = v.object({ passengers: v.number(), contacts: v.number() });

/** POST /api/privacy/closeAccount: the password again, encrypted as the login sends it. */
export const CloseAccountBodySchema = v.object({ pw: encryptedPassword });

export const AccountClosedSchema = v.object({ closed: v.literal(true) });
