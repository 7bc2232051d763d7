import { getCaptcha, getProofOfWorkChallenge, solveCaptchaWithoutImage, validateCaptcha } from '../../../domain/api/captcha.ts';
import { requireCaptcha } from '../../captcha/require-captcha.ts';
import { clientAddress } from '../client-address.ts';
import type { Router } from '../router.ts';

export const captchaRoutes: Router = (routes, { captcha, captchaWithoutImage, proofOfWork }) => {
  routes.handle(getCaptcha, async (c, { query }) => {
    const svg = await captcha.image(query.i);
    return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
  });

  routes.handle(validateCaptcha, async (_c, { query }) => {
    await requireCaptcha(captcha, query, 'check');
    return { valid: true as const };
  });

  routes.handle(getProofOfWorkChallenge, (_c, { query }) => proofOfWork.challenge(query.level));

  routes.handle(solveCaptchaWithoutImage, async (c, { body }) => ({ code: await captchaWithoutImage.code(body.i, clientAddress(c)) }));
};
