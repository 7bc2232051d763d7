import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCaptcha, getProofOfWorkChallenge, solveCaptchaWithoutImage } from '../../src/domain/api/captcha.ts';
import { sendOrderEmailCode } from '../../src/domain/api/orders.ts';
import { PROOF_OF_WORK_HEADER, type ProofOfWorkLevel } from '../../src/domain/proof-of-work.ts';
import { solveProofOfWork } from '../../src/lib/api/proof-of-work.ts';
import { CODES_WITHOUT_IMAGE_PER_ADDRESS_HOUR } from '../../src/server/captcha/captcha-without-image.ts';
import { DEFAULT_PROOF_OF_WORK, PROOF_OF_WORK_TTL_MS } from '../../src/server/captcha/proof-of-work.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import type { Browser } from '../support/api.ts';
import { testApp } from '../support/test-app.ts';

describe('the proof-of-work barrier of protected calls', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const clock = manualClock('2026-11-23T08:00:00Z');
  let ids = 0;
  let addresses = 0;
  const newBrowser = (): Browser => ({ address: `198.51.100.${++addresses}` });

  /** A captcha id whose image was drawn: every code is AB12 here. */
  const drawnCaptcha = async () => {
    const captchaId = `pow-test-${++ids}`;
    await t.api.send(getCaptcha, { query: { i: captchaId } });
    return captchaId;
  };
  /** The header of a freshly fetched and solved challenge of the level. */
  const solved = async (level: ProofOfWorkLevel = 'standard') => {
    const challenge = await t.api.ok(getProofOfWorkChallenge, { query: { level } });
    const header = await solveProofOfWork(challenge);
    if (!header) throw new Error('not solved');
    return header;
  };
  /** The guest-order code call, a protected one, with the captcha right and the given headers. */
  const askForCode = async (headers: Record<string, string> | undefined, browser = newBrowser()) =>
    t.api.send(
      sendOrderEmailCode,
      { body: { email: 'guest@example.com', captchaId: await drawnCaptcha(), ca: 'AB12' } },
      headers ? { browser, headers, noProofOfWork: true } : { browser, noProofOfWork: true },
    );

  beforeAll(async () => {
    t = await testApp({ clock, captchaCodes: () => 'AB12' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a protected call that brings no solved challenge, before it does anything', async () => {
    const sentBefore = t.mailer.sent.length;
    const bare = await askForCode(undefined);
    expect(bare.status).toBe(400);
    expect(bare.failure.ex).toBe('proofOfWork');
    expect(t.mailer.sent.length).toBe(sentBefore);
  });

  it('opens one protected call for each solved challenge: the same solution sent again is refused', async () => {
    const header = await solved();
    expect((await askForCode(header)).status).toBe(200);
    const replayed = await askForCode(header);
    expect(replayed.failure.ex).toBe('proofOfWork');
  });

  it('refuses a solution that is not the challenge’s, a changed challenge, and rubbish in the header', async () => {
    const header = await solved();
    const payload = JSON.parse(Buffer.from(header[PROOF_OF_WORK_HEADER], 'base64').toString('utf8'));
    const encode = (value: unknown) => ({ [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify(value)).toString('base64') });
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const cheaper = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1, keyPrefix: '0' } } };
    const longer = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, data: { level: 'standard', until: 4e12 } } },
    };
    for (const headers of [
      encode(wrongKey),
      encode(cheaper),
      encode(longer),
      { [PROOF_OF_WORK_HEADER]: 'not base64 json' },
      { [PROOF_OF_WORK_HEADER]: 'x'.repeat(5000) },
    ]) {
      const refused = await askForCode(headers);
      expect(refused.status).toBe(400);
      expect(refused.failure.ex).toBe('proofOfWork');
    }
    expect((await askForCode(header)).status).toBe(200);
  });

  it('refuses a challenge solved after its ten minutes', async () => {
    const header = await solved();
    clock.advance(PROOF_OF_WORK_TTL_MS + 1000);
    expect((await askForCode(header)).failure.ex).toBe('proofOfWork');
  });

  it('refuses a challenge signed by another server', async () => {
    const other = await testApp({ clock, captchaCodes: () => 'AB12' });
    try {
      const foreign = await other.api.ok(getProofOfWorkChallenge, { query: { level: 'standard' } });
      const header = await solveProofOfWork(foreign);
      expect((await askForCode(header)).failure.ex).toBe('proofOfWork');
    } finally {
      await other.close();
    }
  });

  it('asks by default for about half a million key derivations a call, and twenty times that without the image', () => {
    const expected = (level: ProofOfWorkLevel) => (DEFAULT_PROOF_OF_WORK[level].iterations * DEFAULT_PROOF_OF_WORK[level].maxGuesses) / 2;
    expect(expected('standard')).toBeGreaterThanOrEqual(500_000);
    expect(expected('hard')).toBeGreaterThanOrEqual(20 * expected('standard'));
  });

  describe('the way past the image', () => {
    it('gives the code of a captcha for a solved hard challenge, and the protected call takes it', async () => {
      const browser = newBrowser();
      const captchaId = await drawnCaptcha();
      const { code } = await t.api.ok(solveCaptchaWithoutImage, { body: { i: captchaId } }, { browser });
      const sent = await t.api.send(sendOrderEmailCode, { body: { email: 'blind.guest@example.com', captchaId, ca: code } }, { browser });
      expect(sent.status).toBe(200);
      expect(t.mailer.last('blind.guest@example.com')).toBeDefined();
    });

    it('does not give a code for the light challenge of an ordinary call', async () => {
      const refused = await t.api.send(
        solveCaptchaWithoutImage,
        { body: { i: await drawnCaptcha() } },
        { headers: await solved('standard'), noProofOfWork: true },
      );
      expect(refused.failure.ex).toBe('proofOfWork');
    });

    it(`gives at most ${CODES_WITHOUT_IMAGE_PER_ADDRESS_HOUR} codes an hour to one address`, async () => {
      const browser = newBrowser();
      for (let i = 0; i < CODES_WITHOUT_IMAGE_PER_ADDRESS_HOUR; i++) {
        expect((await t.api.send(solveCaptchaWithoutImage, { body: { i: await drawnCaptcha() } }, { browser })).status).toBe(200);
      }
      const over = await t.api.send(solveCaptchaWithoutImage, { body: { i: await drawnCaptcha() } }, { browser });
      expect(over.status).toBe(429);
      expect(over.failure.ex).toBe('tooManyRequests');
      expect((await t.api.send(solveCaptchaWithoutImage, { body: { i: await drawnCaptcha() } }, { browser: newBrowser() })).status).toBe(200);
    });
  });
});
