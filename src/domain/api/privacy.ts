import { AccountClosedSchema, CloseAccountBodySchema, MemberDataSchema, SavedDataErasedSchema } from '../member/privacy-schemas.ts';
import { defineOperation } from './operation.ts';

/** A member's own data (GDPR articles 15, 17 and 20): the copy of it, and its erasure. */
const TAG = 'Privacy';

export const exportMemberData = defineOperation({
  id: 'exportMemberData',
  method: 'get',
  path: '/privacy/memberData',
  tag: TAG,
  summary:
    'Everything the storefront keeps about the logged-in member, as one JSON document of sections: profile, cards, identity documents, saved passengers and contacts, orders, coupons, social accounts, sessions and failed logins',
  auth: 'member',
  reply: MemberDataSchema,
  replies: 'The member’s data',
});

export const eraseSavedData = defineOperation({
  id: 'eraseSavedData',
  method: 'post',
  path: '/privacy/eraseSavedData',
  tag: TAG,
  summary: "Deletes all of the logged-in member's saved passengers and contacts",
  auth: 'member',
  reply: SavedDataErasedSchema,
  replies: 'How many of each were deleted',
});

export const closeAccount = defineOperation({
  id: 'closeAccount',
  method: 'post',
  path: '/privacy/closeAccount',
  tag: TAG,
  summary:
    "Closes the logged-in member's account after the password is given again: the member's personal data is erased, orders keep only their accounting record, every session ends and the session cookie is cleared",
  auth: 'member',
  body: CloseAccountBodySchema,
  reply: AccountClosedSchema,
  replies: 'Closed',
  errors: {
    CZSSO030014: 'The password is wrong',
    tooManyRequests: 'Too many wrong passwords for the account in an hour',
  },
});
