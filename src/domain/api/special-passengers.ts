import {
  ConfirmEmailBodySchema,
  REGISTRATION_MAX_BYTES,
  RegisteredSchema,
  RegistrationBodySchema,
  RegistrationLookupSchema,
  RegistrationStateReplySchema,
} from '../special-passengers/registration.ts';
import { SpecialFareCheckBodySchema, SpecialFareCheckReplySchema } from '../special-passengers/special-fares.ts';
import { defineOperation } from './operation.ts';

/**
 * Special passengers (spec 1 and 7: students, seafarers, labourers, seniors and the other ticket types of spec 3): the
 * registration with its proof, the e-mail self-authentication, the state of a registration, and the check the
 * passengers page makes before it books a traveller on a special fare.
 */
const TAG = 'Special passengers';

export const registerSpecialPassenger = defineOperation({
  id: 'registerSpecialPassenger',
  method: 'post',
  path: '/ur/overseaPassengerRegist',
  tag: TAG,
  summary:
    'Registers a traveller for a special ticket type with the proof (1 to 5 images or PDFs of at most 5 MB, checked by their content) and mails the link that confirms the address',
  encoding: 'multipart',
  body: RegistrationBodySchema,
  maxBodyBytes: REGISTRATION_MAX_BYTES,
  proofOfWork: 'standard',
  reply: RegisteredSchema,
  replies: 'The code the registration is followed by, and where the confirmation link went',
  errors: { tooManyRequests: 'Too many registrations from the address or for the e-mail', payloadTooLarge: 'The files together are too large' },
});

export const confirmSpecialPassengerEmail = defineOperation({
  id: 'confirmSpecialPassengerEmail',
  method: 'post',
  path: '/ur/ecsXMailSelfAuthentication',
  tag: TAG,
  summary: 'Confirms the e-mail address of a registration with the token of its mailed link; the registration then waits for review',
  body: ConfirmEmailBodySchema,
  reply: RegistrationStateReplySchema,
  replies: 'The registration',
  errors: { linkInvalid: 'The link is unknown, used or older than 48 hours' },
});

export const getSpecialPassengerState = defineOperation({
  id: 'getSpecialPassengerState',
  method: 'post',
  path: '/ur/auth',
  tag: TAG,
  summary: 'The state of the registration a code names: waiting for the e-mail, pending review, approved until a date, or refused with the reason',
  body: RegistrationLookupSchema,
  reply: RegistrationStateReplySchema,
  replies: 'The registration',
  errors: { notFound: 'No registration has that code' },
});

export const checkSpecialFare = defineOperation({
  id: 'checkSpecialFare',
  method: 'post',
  path: '/ur/specialFareCheck',
  tag: TAG,
  summary:
    "Whether a traveller may be booked on the special fare of the booking session's ticket type: an approved registration of that type, valid on the day of the first flight, with the traveller's name and document number",
  body: SpecialFareCheckBodySchema,
  reply: SpecialFareCheckReplySchema,
  replies: 'Approved',
  errors: {
    specialNotApproved: 'No approved registration of the type matches the traveller',
    CZWEB000004: 'No such booking session',
    CZWEB000003: 'The booking session has expired',
  },
});
