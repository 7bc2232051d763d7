import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { captcha } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import { drawCaptcha, type RandomSource } from './captcha-image.ts';

/** Letters and digits that cannot be mistaken for one another. */
export const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
/** Each character more divides a reader's chance at the whole code by its chance at one letter; a sixth would draw the letters too small for a phone. */
export const CODE_LENGTH = 5;
/** How long a code stays good. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Wrong guesses a code survives before it is thrown away. */
export const CAPTCHA_MAX_ATTEMPTS = 5;

export type CaptchaVerdict = 'ok' | 'wrong';

export interface CaptchaService {
  /** Draws a new code for the id (replacing any earlier one) and returns its image as SVG. */
  image(id: string): Promise<string>;
  /** Draws a new code for the id (replacing any earlier one) and returns the code itself, for the way past the image. */
  code(id: string): Promise<string>;
  /** Whether a code is right, without using it up. */
  check(id: string, code: string): Promise<CaptchaVerdict>;
  /** Uses a right code up: the same code is never accepted twice. */
  consume(id: string, code: string): Promise<CaptchaVerdict>;
}

export function randomCaptchaCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The drawing's randomness comes from the operating system, so no image helps to predict the next. */
const cryptoRandom: RandomSource = () => randomInt(2 ** 40) / 2 ** 40;

/** Only a hash of each code is kept, salted by its id; codes are not case-sensitive. */
function hashOf(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code.trim().toLowerCase()}`).digest('hex');
}

export function createCaptchaService(deps: { db: DbHandle; clock: Clock; codes?: () => string }): CaptchaService {
  const { clock } = deps;
  const { db } = deps.db;
  const nextCode = deps.codes ?? randomCaptchaCode;

  /** The live code of the id, if the code is right. */
  const answers = (id: string, code: string) => and(eq(captcha.id, id), eq(captcha.codeHash, hashOf(id, code)), gt(captcha.expiresAt, clock.now()));

  async function wrongGuess(id: string): Promise<'wrong'> {
    const [hit] = await db
      .update(captcha)
      .set({ attempts: sql`${captcha.attempts} + 1` })
      .where(eq(captcha.id, id))
      .returning({ attempts: captcha.attempts });
    if (hit && hit.attempts >= CAPTCHA_MAX_ATTEMPTS) await db.delete(captcha).where(eq(captcha.id, id));
    return 'wrong';
  }

  /** Keeps the hash of a new code for the id, replacing any earlier one. */
  async function draw(id: string): Promise<string> {
    const now = clock.now();
    const code = nextCode();
    await db.delete(captcha).where(lt(captcha.expiresAt, now));
    const fresh = { codeHash: hashOf(id, code), attempts: 0, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) };
    await db
      .insert(captcha)
      .values({ id, ...fresh })
      .onConflictDoUpdate({ target: captcha.id, set: fresh });
    return code;
  }

  return {
    async image(id) {
      return drawCaptcha(await draw(id), cryptoRandom);
    },
    code: draw,
    async check(id, code) {
      const rows = await db.select({ id: captcha.id }).from(captcha).where(answers(id, code));
      return rows.length > 0 ? 'ok' : wrongGuess(id);
    },
    async consume(id, code) {
      const rows = await db.delete(captcha).where(answers(id, code)).returning({ id: captcha.id });
      return rows.length > 0 ? 'ok' : wrongGuess(id);
    },
  };
}
