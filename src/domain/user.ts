import * as v from 'valibot';

/** The member as the check-login call shows them: nothing more than the page needs. */
export const UserSchema = v.object({
  id: v.string(),
  name: v.string(),
});

/** Reply of GET /api/a/user.json: the member, or null for a guest, and whether social login is offered and on which channels. */
export const UserCheckSchema = v.object({
  user: v.nullable(UserSchema),
  snsLogin: v.boolean(),
  snsChannels: v.array(v.string()),
});

export type User = v.InferOutput<typeof UserSchema>;
export type UserCheck = v.InferOutput<typeof UserCheckSchema>;
