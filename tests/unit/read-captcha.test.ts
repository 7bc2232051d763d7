import { describe, expect, it } from 'vitest';
import { createCaptchaService, randomCaptchaCode } from '../../src/server/captcha/captcha-service.ts';
import { readCaptcha } from '../support/read-captcha.ts';

describe('the captcha reader of the browser tests', () => {
  it('reads the code of images the server draws (its alphabet has no 0, 1, I, O or l)', async () => {
    const codes = ['AB23', 'xyz9', 'Hk4m', 'PqRs', 'n8W3', ...Array.from({ length: 15 }, randomCaptchaCode)];
    let next = 0;
    const images: string[] = [];
    const db = { query: async () => [], } as unknown as Parameters<typeof createCaptchaService>[0]['db'];
    const service = createCaptchaService({ db, clock: { now: () => new Date() }, codes: () => codes[next++] });
    for (let i = 0; i < codes.length; i++) images.push(await service.image(`id-${i}`));
    expect(images.map(readCaptcha)).toEqual(codes);
  });
});
