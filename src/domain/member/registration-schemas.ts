import type * as v from 'valibot';
import { numberingPlan } from '../validation/numbering-plan.ts';
import { registrationBodySchema } from '../validation/phone-forms.ts';
import { captchaCode, captchaId, encryptedPassword } from './auth-schemas.ts';

/**
 * POST /api/svcPassenger/{site}/{lang}/quickRegister: a new member of the frequent-flyer programme, and the
 * captcha, which this call always takes (CZWEB000010 without it).
 */
export const QuickRegisterBodySchema = registrationBodySchema(encryptedPassword, { ca: captchaCode, captchaId }, numberingPlan);
export type QuickRegisterBody = v.InferOutput<typeof QuickRegisterBodySchema>;
