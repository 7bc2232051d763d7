import * as v from 'valibot';
import type { LoginBody } from '../../domain/member/auth-schemas.ts';
import { accountKey } from '../../domain/member/member-number.ts';
import type { User } from '../../domain/user.ts';
import { loginPassword } from '../../domain/validation/login.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Secrets } from '../platform/secrets.ts';
import { seal, unseal } from '../shop/sealed-args.ts';
import type { LoginLimits } from './login-limits.ts';
import { loginAccountKey, type MemberCard, type Members, maskCardNumber, userOf } from './members.ts';
import { decryptPassword, passwordMatches } from './passwords.ts';
import type { RequestLimits } from './request-limits.ts';
import type { Sessions } from './sessions.ts';

/** How long the card step may take after the password was right. */
export const CARD_STEP_MS = 5 * 60 * 1000;

export type LoginOutcome =
  | { readonly kind: 'user'; readonly user: User; readonly token: string }
  | { readonly kind: 'cards'; readonly cards: { idx: number; cardNo: string; name: string; ex: boolean }[]; readonly challenge: string };

const Challenge = v.object({ memberId: v.number(), until: v.number() });

const maskName = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => `${word[0] ?? ''}${'*'.repeat(Math.max(0, word.length - 1))}`)
    .join(' ');
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Card-step failures (a wrong card or name) on one member in an hour, and from one address; beyond either, 429. */
export const CARD_STEP_FAILURES_PER_MEMBER_HOUR = 5;
export const CARD_STEP_FAILURES_PER_ADDRESS_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Login (spec 4 and 7): limits first, counted per account whichever id was typed,
 * then the wait and the captcha when the limits ask for them, then the password.
 * A wrong password and an unknown account answer alike (CZSSO030014), in the same
 * time. A member holding several cards confirms one by its holder's name before
 * the session starts; wrong cards and names are limited per member and address.
 */
export function createLoginService(deps: {
  members: Members;
  sessions: Sessions;
  limits: LoginLimits;
  requestLimits: RequestLimits;
  captcha: CaptchaService;
  secrets: Secrets;
  clock: Clock;
  /** How a slowed-down try waits; tests note the wait instead. */
  pause?: (ms: number) => Promise<void>;
}) {
  const { members, sessions, limits, requestLimits, captcha, secrets, clock } = deps;
  const pause = deps.pause ?? sleep;

  return {
    async login(body: LoginBody, address: string, previousToken: string | undefined): Promise<LoginOutcome> {
      const member = await members.findForLogin(body.loginType, body.id, body.areaCode);
      const attempt = await limits.begin(member ? loginAccountKey(member) : accountKey(body.loginType, body.id, body.areaCode), address);
      if (attempt.blocked) throw new AppError('tooManyRequests');
      if (attempt.slowDownMs > 0) await pause(attempt.slowDownMs);
      // The login box always shows the captcha: a code that is sent is checked even before the limits ask for one.
      const captchaSent = Boolean(body.ca || body.captchaId);
      if (attempt.captchaNeeded || captchaSent) await requireCaptcha(captcha, body, 'consume');
      const password = decryptPassword(secrets.loginKey, body.pw);
      const right = (await passwordMatches(member?.passwordHash, password)) && loginPassword(password) === undefined;
      if (!member || !right) throw new AppError('CZSSO030014');
      await limits.succeeded(attempt);
      const cards = await members.cards(member.id);
      if (cards.length > 1) {
        return {
          kind: 'cards',
          cards: cards.map((card: MemberCard) => ({ idx: card.idx, cardNo: maskCardNumber(card.cardNo), name: maskName(card.holderName), ex: card.disabled })),
          challenge: seal({ memberId: member.id, until: clock.now().getTime() + CARD_STEP_MS }, secrets.argsKeys),
        };
      }
      return { kind: 'user', user: userOf(member), token: await sessions.start(member.id, previousToken) };
    },

    /** The card step: the card chosen must be one of the member's, not disabled, and the name typed its holder's. */
    async validateCard(
      challenge: string | undefined,
      index: number,
      name: string,
      address: string,
      previousToken: string | undefined,
    ): Promise<{ user: User; token: string }> {
      const parsed = v.safeParse(Challenge, challenge ? unseal(challenge, secrets.argsKeys) : undefined);
      if (!parsed.success || parsed.output.until < clock.now().getTime()) throw new AppError('unauthorized');
      const byMember = `member:${parsed.output.memberId}`;
      const byAddress = `address:${address}`;
      const attempt = await requestLimits.begin('cardStep', [byMember, byAddress]);
      const over = await attempt.over([
        { key: byMember, max: CARD_STEP_FAILURES_PER_MEMBER_HOUR, windowMs: HOUR_MS },
        { key: byAddress, max: CARD_STEP_FAILURES_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const member = await members.byId(parsed.output.memberId);
      const card = member && (await members.cards(member.id)).find((c) => c.idx === index);
      if (!member || !card || card.disabled) throw new AppError('e01', { fields: { index: { code: 'e01' } } });
      if (!sameName(card.holderName, name)) throw new AppError('e01', { fields: { name: { code: 'e01' } } });
      await requestLimits.strike(attempt);
      return { user: userOf(member), token: await sessions.start(member.id, previousToken) };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
