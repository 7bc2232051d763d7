import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha, validateCaptcha } from '../../src/domain/api/captcha.ts';
import { CAPTCHA_TTL_MS, createCaptchaService } from '../../src/server/captcha/captcha-service.ts';
import { requireCaptcha } from '../../src/server/captcha/require-captcha.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { freshDatabase, testApp } from '../support/test-app.ts';

/** Codes drawn in a known order, so the test can read what the image shows. */
function knownCodes() {
  let n = 0;
  const codes = ['AbC4', 'XyZ7', 'Kp3m', 'Qr8s', 'Tu5v', 'Wx6y'];
  return () => codes[n++ % codes.length];
}

describe('the captcha endpoints', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp({ captchaCodes: knownCodes() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws an SVG image that is never cached', async () => {
    const res = await t.api.send(getCaptcha, { query: { i: 'c0ffee00-0001' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.text).toMatch(/^<svg[\s\S]*<path[\s\S]*<\/svg>$/);
  });

  it('asks for the code when none is given, refuses a wrong one and accepts the right one in any case', async () => {
    await t.api.send(getCaptcha, { query: { i: 'c0ffee00-0002' } });
    const missing = await t.api.send(validateCaptcha, { query: { i: 'c0ffee00-0002' } });
    expect(missing.status).toBe(400);
    expect(missing.failure.ex).toBe('CZWEB000010');
    const wrong = await t.api.send(validateCaptcha, { query: { i: 'c0ffee00-0002', ca: 'ZZZZ' } });
    expect(wrong.failure.ex).toBe('CZWEB000011');
    const right = await t.api.send(validateCaptcha, { query: { i: 'c0ffee00-0002', ca: 'xyz7' } });
    expect(right.status).toBe(200);
    expect(right.reply).toEqual({ valid: true });
  });

  it('refuses a control character in the id or the code as a wrong format, never as a server error', async () => {
    const id = await t.api.send(validateCaptcha, { query: { i: 'c0ffee00\u00000003', ca: 'xyz7' } });
    expect(id.status).toBe(400);
    expect(id.fields.i.code).toBe('e01');
    const code = await t.api.send(validateCaptcha, { query: { i: 'c0ffee00-0003', ca: 'xy\u0000z' } });
    expect(code.status).toBe(400);
    expect(code.fields.ca.code).toBe('e01');
    expect(code.failure.msg).not.toBe('');
  });

  it('refuses an id that is not one', async () => {
    const res = await t.api.send(getCaptcha, { query: { i: '<script>' } });
    expect(res.status).toBe(400);
    expect(res.fields.i.code).toBe('e01');
  });
});

describe('captcha codes', () => {
  it('are accepted once, never twice', async () => {
    const db = await freshDatabase();
    const clock = manualClock('2026-11-21T08:00:00Z');
    const service = createCaptchaService({ db, clock, codes: () => 'Mn4p' });
    try {
      await service.image('id-000001');
      await expect(requireCaptcha(service, { captchaId: 'id-000001', ca: 'MN4P' }, 'consume')).resolves.toBeUndefined();
      await expect(requireCaptcha(service, { captchaId: 'id-000001', ca: 'MN4P' }, 'consume')).rejects.toMatchObject({ code: 'CZWEB000011' });
    } finally {
      await db.close();
    }
  });

  it('expire, and a new image replaces the old code', async () => {
    const db = await freshDatabase();
    const clock = manualClock('2026-11-21T08:00:00Z');
    const codes = ['Aa22', 'Bb33', 'Cc44'];
    const service = createCaptchaService({ db, clock, codes: () => codes.shift() ?? 'Zz99' });
    try {
      await service.image('id-000002');
      clock.advance(CAPTCHA_TTL_MS + 1);
      expect(await service.check('id-000002', 'Aa22')).toBe('wrong');
      await service.image('id-000002');
      await service.image('id-000002');
      expect(await service.check('id-000002', 'Bb33')).toBe('wrong');
      expect(await service.check('id-000002', 'Cc44')).toBe('ok');
    } finally {
      await db.close();
    }
  });

  it('are thrown away after five wrong guesses', async () => {
    const db = await freshDatabase();
    const service = createCaptchaService({ db, clock: manualClock('2026-11-21T08:00:00Z'), codes: () => 'Dd55' });
    try {
      await service.image('id-000003');
      for (let i = 0; i < 5; i++) expect(await service.check('id-000003', 'nope')).toBe('wrong');
      expect(await service.check('id-000003', 'Dd55')).toBe('wrong');
    } finally {
      await db.close();
    }
  });

  it('ask for the captcha when the code or id is missing', async () => {
    const db = await freshDatabase();
    const service = createCaptchaService({ db, clock: manualClock('2026-11-21T08:00:00Z') });
    try {
      await expect(requireCaptcha(service, { captchaId: 'id-000004' }, 'check')).rejects.toMatchObject({ code: 'CZWEB000010' });
      await expect(requireCaptcha(service, { ca: 'abcd' }, 'check')).rejects.toMatchObject({ code: 'CZWEB000010' });
      await expect(requireCaptcha(service, { captchaId: 'id-000004', ca: 'a' }, 'check')).rejects.toMatchObject({ code: 'CZWEB000011' });
    } finally {
      await db.close();
    }
  });
});
