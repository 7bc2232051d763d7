import type { Hono } from 'hono';
import { CaptchaImageQuerySchema, CaptchaValidateQuerySchema, CaptchaValidSchema } from '../../../domain/captcha.ts';
import type { CaptchaService } from '../../captcha/captcha-service.ts';
import { requireCaptcha } from '../../captcha/require-captcha.ts';
import type { AppEnv } from '../context.ts';
import { FailureSchema } from '../failure.ts';
import type { OperationRegistry } from '../operations.ts';

export function captchaRoutes(app: Hono<AppEnv>, registry: OperationRegistry, captcha: CaptchaService): void {
  registry.add(
    app,
    {
      method: 'get',
      path: '/getCaptcha',
      tag: 'Captcha',
      summary: 'A new captcha image (SVG) for the id `i`; each call draws a new code',
      query: CaptchaImageQuerySchema,
      responses: { 200: { description: 'image/svg+xml' }, 400: { description: 'Bad id', schema: FailureSchema } },
    },
    async (c, { query }) => {
      const svg = await captcha.image(query.i);
      return c.body(svg, 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'no-store' });
    },
  );
  registry.add(
    app,
    {
      method: 'get',
      path: '/captcha/validate',
      tag: 'Captcha',
      summary: 'Whether the typed code `ca` is right for the id `i`, without using it up',
      query: CaptchaValidateQuerySchema,
      responses: {
        200: { description: 'Right', schema: CaptchaValidSchema },
        400: { description: 'CZWEB000010 without a code, CZWEB000011 when wrong or expired', schema: FailureSchema },
      },
    },
    async (c, { query }) => {
      await requireCaptcha(captcha, { captchaId: query.captchaId ?? query.i, ca: query.ca }, 'check');
      return c.json({ valid: true as const });
    },
  );
}
