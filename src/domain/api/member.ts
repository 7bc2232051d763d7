import {
  CertificateAddedSchema,
  FfpEnrolledSchema,
  FfpEnrollmentBodySchema,
  MemberMatchSchema,
  MemberStatusSchema,
  NewCertificateBodySchema,
  VerifyMemberBodySchema,
} from '../member/account-schemas.ts';
import { CardValidationSchema, LoginBodySchema, LoginReplySchema, PublicKeySchema, RegisteredSchema, RegistrationSentSchema } from '../member/auth-schemas.ts';
import {
  EmailVerifiedSchema,
  ForgotPasswordBodySchema,
  PasswordResetSchema,
  ResendVerificationSchema,
  ResetPasswordBodySchema,
  ResetRequestedSchema,
  VerifyEmailBodySchema,
} from '../member/recovery-schemas.ts';
import { QuickRegisterBodySchema } from '../member/registration-schemas.ts';
import { LoggedInSchema } from '../member/session-schemas.ts';
import { SitePathSchema } from '../site-path.ts';
import { defineOperation } from './operation.ts';

export { checkLogin, issueExchangeKey, logInWithExchangeKey, logOut } from './member-session.ts';

/** Members of the frequent-flyer programme: login, registration, recovery and the account calls of spec 7. */
const TAG = 'User';

/** The captcha that a protected call asks for (spec 8). */
const captcha = {
  CZWEB000010: 'The captcha is needed: none was sent',
  CZWEB000011: 'The captcha is wrong, used up or expired',
} as const;

/** An e-mailed link's token (password reset, e-mail verification). */
const linkInvalid = { linkInvalid: 'The link is unknown, used up or expired' } as const;

export const getPublicKey = defineOperation({
  id: 'getPublicKey',
  method: 'get',
  path: '/a/publicKey',
  tag: TAG,
  summary: 'The RSA public key (2048 bits) that passwords are encrypted to before they are sent',
  reply: PublicKeySchema,
  replies: 'PEM',
});

export const logIn = defineOperation({
  id: 'logIn',
  method: 'post',
  proofOfWork: 'standard',
  path: '/a/login',
  tag: TAG,
  summary: 'Login by member number, e-mail or phone; the reply is the member, or the cards to choose from',
  encoding: 'form',
  body: LoginBodySchema,
  reply: LoginReplySchema,
  replies: 'The member, or the card list',
  errors: {
    CZSSO030014: 'Wrong account or password (alike, so that the reply does not tell whether the account exists)',
    ...captcha,
    tooManyRequests: 'Too many failed logins from the address (an account alone is never locked: it asks for the captcha and slows down)',
  },
});

export const validateCard = defineOperation({
  id: 'validateCard',
  method: 'post',
  path: '/a/validateCard',
  tag: TAG,
  summary: 'The card step of login: the chosen card and its holder name',
  encoding: 'form',
  body: CardValidationSchema,
  reply: LoggedInSchema,
  replies: 'The member',
  errors: {
    unauthorized: 'No card step in progress: the password step was not passed, or too long ago',
    tooManyRequests: 'Too many wrong cards or names for the member or from the address',
  },
});

export const registerMember = defineOperation({
  id: 'registerMember',
  method: 'post',
  proofOfWork: 'standard',
  path: '/svcPassenger/:site/:lang/quickRegister',
  tag: TAG,
  summary:
    'Quick registration for the frequent-flyer programme: e-mails a link (24 hours) that makes the account; answers alike whether or not the e-mail or phone has an account (its owner is told by e-mail)',
  params: SitePathSchema,
  body: QuickRegisterBodySchema,
  reply: RegistrationSentSchema,
  replies: 'Accepted: a message is on its way to the address',
  errors: { ...captcha, tooManyRequests: 'Too many registrations from the address, or to the e-mail address' },
});

export const completeRegistration = defineOperation({
  id: 'completeRegistration',
  method: 'post',
  path: '/svcPassenger/:site/:lang/completeRegistration',
  tag: TAG,
  summary: 'Opens the link of a registration: makes the account with its e-mail verified, issues the member number and logs the member in',
  params: SitePathSchema,
  body: VerifyEmailBodySchema,
  reply: RegisteredSchema,
  replies: 'The new member',
  errors: {
    ...linkInvalid,
    conflict: 'The e-mail or phone got an account after the link was sent (the field says which)',
  },
});

export const requestPasswordReset = defineOperation({
  id: 'requestPasswordReset',
  method: 'post',
  proofOfWork: 'standard',
  path: '/svcPassenger/:site/:lang/forgotPassword',
  tag: TAG,
  summary: 'Forgotten password: e-mails the member a single-use link (30 minutes); answers alike whether or not the account exists',
  params: SitePathSchema,
  body: ForgotPasswordBodySchema,
  reply: ResetRequestedSchema,
  replies: 'Accepted; a link is on its way if the account exists',
  errors: { ...captcha, tooManyRequests: 'Too many requests for the account or from the address' },
});

export const resetPassword = defineOperation({
  id: 'resetPassword',
  method: 'post',
  path: '/svcPassenger/:site/:lang/resetPassword',
  tag: TAG,
  summary: "Sets a new password with the e-mailed link's token; ends all the member's sessions",
  params: SitePathSchema,
  body: ResetPasswordBodySchema,
  reply: PasswordResetSchema,
  replies: 'The password is changed',
  errors: linkInvalid,
});

export const verifyEmail = defineOperation({
  id: 'verifyEmail',
  method: 'post',
  path: '/svcPassenger/:site/:lang/verifyEmail',
  tag: TAG,
  summary: "Confirms the member's e-mail address with the token of the verification link",
  params: SitePathSchema,
  body: VerifyEmailBodySchema,
  reply: EmailVerifiedSchema,
  replies: 'Verified',
  errors: linkInvalid,
});

export const resendEmailVerification = defineOperation({
  id: 'resendEmailVerification',
  method: 'post',
  path: '/svcPassenger/:site/:lang/resendVerification',
  tag: TAG,
  summary: 'Sends the logged-in member a fresh verification link (24 hours), unless the address is verified already',
  auth: 'member',
  params: SitePathSchema,
  reply: ResendVerificationSchema,
  replies: 'Sent, or already verified',
  errors: { tooManyRequests: 'Too many links asked for in the hour' },
});

export const getMemberStatus = defineOperation({
  id: 'getMemberStatus',
  method: 'get',
  path: '/svcPassenger/:site/:lang/getMemberStatus',
  tag: TAG,
  summary: "The logged-in member's number, name, tier, e-mail verification, programme enrolment, documents and membership cards",
  auth: 'member',
  params: SitePathSchema,
  reply: MemberStatusSchema,
  replies: 'The member',
});

export const verifyMember = defineOperation({
  id: 'verifyMember',
  method: 'post',
  proofOfWork: 'standard',
  path: '/svcPassenger/:site/:lang/verifyMember',
  tag: TAG,
  summary: 'Whether a home-airline member number belongs to a surname and given name; says nothing more',
  params: SitePathSchema,
  body: VerifyMemberBodySchema,
  reply: MemberMatchSchema,
  replies: 'Whether they match',
  errors: { ...captcha, tooManyRequests: 'Too many failed checks on the number or from the address' },
});

export const enrolFrequentFlyer = defineOperation({
  id: 'enrolFrequentFlyer',
  method: 'post',
  path: '/svcPassenger/:site/:lang/ffpEnrollment',
  tag: TAG,
  summary: 'Enrols the logged-in member in the frequent-flyer programme (or confirms it) with birthday, gender and nationality',
  auth: 'member',
  params: SitePathSchema,
  body: FfpEnrollmentBodySchema,
  reply: FfpEnrolledSchema,
  replies: 'Enrolled',
});

export const addCertificate = defineOperation({
  id: 'addCertificate',
  method: 'post',
  path: '/svcPassenger/:site/:lang/newCertificate',
  tag: TAG,
  summary: 'Adds an identity document to the logged-in member (type of spec 3, number under its rule, issuer, expiry)',
  auth: 'member',
  params: SitePathSchema,
  body: NewCertificateBodySchema,
  reply: CertificateAddedSchema,
  replies: 'The document, its number masked',
  errors: { conflict: 'The member has this document already (the number field says so), or the most documents allowed' },
});
