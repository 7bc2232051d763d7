import * as v from 'valibot';

const nameField = v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(60, 'e01'));

/** checkSpecialFare: the booking session (its ticket type and first flight) and the traveller as the passengers page has them. */
export const SpecialFareCheckBodySchema = v.object({
  execution: v.pipe(v.string('e00'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'e01')),
  surname: nameField,
  givenName: nameField,
  documentNumber: v.pipe(v.string('e00'), v.trim(), v.nonEmpty('e00'), v.maxLength(30, 'e01')),
});

export const SpecialFareCheckReplySchema = v.object({ approved: v.literal(true) });
