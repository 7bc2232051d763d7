import { createHash, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';

/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 4;
/** How long a code stays good. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Wrong guesses a code survives before it is thrown away. */
export const CAPTCHA_MAX_ATTEMPTS = 5;

export type CaptchaVerdict = 'ok' | 'wrong';

export interface CaptchaService {
  /** Draws a new code for the id (replacing any earlier one) and returns its image as SVG. */
  image(id: string): Promise<string>;
  /** Whether a code is right, without using it up. */
  check(id: string, code: string): Promise<CaptchaVerdict>;
  /** Uses a right code up: the same code is never accepted twice. */
  consume(id: string, code: string): Promise<CaptchaVerdict>;
}

export function randomCaptchaCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** svg-captcha renders any text through its default export, which its type declarations leave out. */
const renderSvg = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; noise: number; fontSize: number; background: string },
) => string;

/** Only a hash of each code is kept, salted by its id; codes are not case-sensitive. */
function hashOf(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code.trim().toLowerCase()}`).digest('hex');
}

export function createCaptchaService(deps: { db: DbHandle; clock: Clock; codes?: () => string }): CaptchaService {
  const { db, clock } = deps;
  const nextCode = deps.codes ?? randomCaptchaCode;

  async function wrongGuess(id: string): Promise<'wrong'> {
    const [hit] = await db.query<{ attempts: number }>('update captcha set attempts = attempts + 1 where id = $1 returning attempts', [id]);
    if (hit && hit.attempts >= CAPTCHA_MAX_ATTEMPTS) await db.query('delete from captcha where id = $1', [id]);
    return 'wrong';
  }

  return {
    async image(id) {
      const now = clock.now();
      const code = nextCode();
      await db.query('delete from captcha where expires_at < $1', [now]);
      await db.query(
        `insert into captcha (id, code_hash, attempts, expires_at) values ($1, $2, 0, $3)
         on conflict (id) do update set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
        [id, hashOf(id, code), new Date(now.getTime() + CAPTCHA_TTL_MS)],
      );
      return renderSvg(code, { width: 120, height: 44, noise: 2, fontSize: 56, background: '#f4f6f9' });
    },
    async check(id, code) {
      const rows = await db.query<{ id: string }>('select id from captcha where id = $1 and code_hash = $2 and expires_at > $3', [
        id,
        hashOf(id, code),
        clock.now(),
      ]);
      return rows.length > 0 ? 'ok' : wrongGuess(id);
    },
    async consume(id, code) {
      const rows = await db.query<{ id: string }>('delete from captcha where id = $1 and code_hash = $2 and expires_at > $3 returning id', [
        id,
        hashOf(id, code),
        clock.now(),
      ]);
      return rows.length > 0 ? 'ok' : wrongGuess(id);
    },
  };
}
