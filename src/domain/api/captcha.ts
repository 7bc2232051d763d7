import { CaptchaCodeSchema, CaptchaImageQuerySchema, CaptchaValidateQuerySchema, CaptchaValidSchema } from '../captcha.ts';
import { ProofOfWorkChallengeSchema, ProofOfWorkQuerySchema } from '../proof-of-work.ts';
import { defineOperation } from './operation.ts';

/** The captcha that protected calls ask for (spec 8): its image, a check of a typed code, and the proof-of-work barrier beside it. */
const TAG = 'Captcha';

export const getCaptcha = defineOperation({
  id: 'getCaptcha',
  method: 'get',
  path: '/getCaptcha',
  tag: TAG,
  summary: 'A new captcha image (SVG) for the id `i`; each call draws a new code',
  query: CaptchaImageQuerySchema,
  reply: { file: { type: 'image/svg+xml', description: 'The image, never cached' } },
});

export const validateCaptcha = defineOperation({
  id: 'validateCaptcha',
  method: 'get',
  path: '/captcha/validate',
  tag: TAG,
  summary: 'Whether the typed code `ca` is right for the id `i`, without using it up',
  query: CaptchaValidateQuerySchema,
  reply: CaptchaValidSchema,
  replies: 'Right',
  errors: { CZWEB000010: 'No code was typed', CZWEB000011: 'The code is wrong or expired' },
});

export const getProofOfWorkChallenge = defineOperation({
  id: 'getProofOfWorkChallenge',
  method: 'get',
  path: '/captcha/proofOfWork',
  tag: TAG,
  summary:
    'A signed proof-of-work challenge (altcha-lib version 2, PBKDF2/SHA-256), good once for ten minutes: a protected call sends it solved in the X-Proof-Of-Work header. `hard` is the accessible way past the image captcha',
  query: ProofOfWorkQuerySchema,
  reply: ProofOfWorkChallengeSchema,
  replies: 'The challenge',
});

export const solveCaptchaWithoutImage = defineOperation({
  id: 'solveCaptchaWithoutImage',
  method: 'post',
  path: '/captcha/withoutImage',
  tag: TAG,
  summary:
    'For a visitor who cannot read the image: a new code for the captcha id `i`, given in the reply, in return for a solved hard proof-of-work challenge; few per address',
  body: CaptchaImageQuerySchema,
  reply: CaptchaCodeSchema,
  replies: 'The code to type',
  proofOfWork: 'hard',
  errors: { proofOfWork: 'No solved hard challenge came with the call', tooManyRequests: 'Too many codes without the image from this address' },
});
