import { captcha } from '../../domain/validation/general.ts';
import { checkValue } from '../../domain/validation/issue.ts';
import { AppError } from '../errors.ts';
import type { CaptchaService } from './captcha-service.ts';

/**
 * Guards a protected call: no code asks for the captcha (CZWEB000010, the dialog
 * opens in required mode); a wrong or used-up code is CZWEB000011 (wrong mode).
 */
export async function requireCaptcha(service: CaptchaService, answer: { captchaId?: string; ca?: string }, use: 'check' | 'consume'): Promise<void> {
  const id = answer.captchaId?.trim() ?? '';
  const code = answer.ca?.trim() ?? '';
  if (id === '' || code === '') throw new AppError('CZWEB000010');
  if (checkValue(captcha, code)) throw new AppError('CZWEB000011');
  if ((await service[use](id, code)) !== 'ok') throw new AppError('CZWEB000011');
}
