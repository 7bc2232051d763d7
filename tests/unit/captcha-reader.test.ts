import { beforeAll, describe, expect, it } from 'vitest';
import { type CaptchaLook, drawCaptcha, HARDENED_LOOK } from '../../src/server/captcha/captcha-image.ts';
import { ALPHABET, CODE_LENGTH } from '../../src/server/captcha/captcha-service.ts';
import { LETTER_STYLES } from '../../src/server/captcha/letterforms.ts';
import { type CaptchaReader, templateReader } from '../support/captcha-reader.ts';
import { seededRandom } from '../support/seeded-random.ts';

/** The generator's letterforms as they are: upright, apart, unbent, with nothing across them. */
const CLEAN: CaptchaLook = {
  styles: LETTER_STYLES,
  tilt: 0,
  shear: 0,
  sizeSpread: 0,
  baselineShift: 0,
  overlap: { min: -1.5, max: -1.5 },
  bend: 0,
  warp: 0,
  crossings: 0,
  scraps: 0,
  clutter: 0,
};

/** Of `count` random codes drawn in the look, the share the reader reads whole (case does not count, as for the service). */
async function shareRead(reader: CaptchaReader, look: CaptchaLook, count: number, seed: number): Promise<number> {
  const random = seededRandom(seed);
  let read = 0;
  for (let i = 0; i < count; i++) {
    const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
    const answer = await reader.read(drawCaptcha(code, random, look), CODE_LENGTH);
    if (answer.toLowerCase() === code.toLowerCase()) read++;
  }
  return read / count;
}

describe('a template-matching reader that knows the letterforms', () => {
  let reader: CaptchaReader;
  beforeAll(async () => {
    reader = await templateReader(ALPHABET, (char) => LETTER_STYLES.map((style) => drawCaptcha(char, seededRandom(1), { ...CLEAN, styles: [style] })));
  });

  // Reading hundreds of images is CPU work: on two cores beside the other unit files under coverage it took 26 to 31 s,
  // so the limits leave room for a busy machine; a reader that hangs still fails.
  it('reads at least 80% of codes drawn in clean letters, so its failures below measure the image', { timeout: 90_000 }, async () => {
    expect(await shareRead(reader, CLEAN, 60, 11)).toBeGreaterThanOrEqual(0.8);
  });

  it('reads fewer than 5% of the captchas the service draws', { timeout: 90_000 }, async () => {
    expect(await shareRead(reader, HARDENED_LOOK, 200, 12)).toBeLessThan(0.05);
  });
});
