import type { Lang } from '../../domain/languages.ts';
import { accountKey } from '../../domain/member/member-number.ts';
import { loginPassword } from '../../domain/validation/login.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { linkMail, recipientOf } from '../mail/member-mails.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import type { Logger } from '../platform/logger.ts';
import type { Secrets } from '../platform/secrets.ts';
import type { LoginLimits } from './login-limits.ts';
import { type MemberTokens, RESET_TOKEN_TTL_MS } from './member-tokens.ts';
import { loginAccountKey, type Members } from './members.ts';
import { decryptPassword } from './passwords.ts';
import type { RequestLimits } from './request-limits.ts';
import type { Sessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reset requests an hour for one account (however it is typed), whether or not it exists. */
export const RESET_REQUESTS_PER_ACCOUNT_HOUR = 5;
/** Reset requests an hour from one address, over all accounts. */
export const RESET_REQUESTS_PER_ADDRESS_HOUR = 30;

export interface ResetRequest {
  readonly id: string;
  readonly ca?: string;
  readonly captchaId?: string;
}

/**
 * A forgotten password: the request always takes a captcha and answers alike
 * whether or not the account exists; the member gets a single-use link for 30
 * minutes. Setting the new password uses the link up, ends every session of the
 * member and forgets the account's failed logins.
 */
export function createPasswordRecovery(deps: {
  members: Members;
  tokens: MemberTokens;
  limits: RequestLimits;
  loginLimits: LoginLimits;
  sessions: Sessions;
  captcha: CaptchaService;
  secrets: Secrets;
  mailer: Mailer;
  links: PageLinks;
  logger: Logger;
}) {
  const { members, tokens, limits, loginLimits, sessions, captcha, secrets, mailer, links, logger } = deps;
  return {
    async requestReset(request: ResetRequest, address: string, site: string, lang: Lang): Promise<void> {
      await requireCaptcha(captcha, request, 'consume');
      // The key is the id as typed, so that the limit says nothing of whether the account exists.
      const account = accountKey('account', request.id);
      const attempt = await limits.begin('reset', [account, `address:${address}`]);
      const over = await attempt.over([
        { key: account, max: RESET_REQUESTS_PER_ACCOUNT_HOUR, windowMs: HOUR_MS },
        { key: `address:${address}`, max: RESET_REQUESTS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const member = await members.findForLogin('account', request.id);
      if (!member) return;
      const token = await tokens.issue(member.id, 'reset', member.email, RESET_TOKEN_TTL_MS);
      sendQuietly(
        mailer,
        logger,
        'passwordReset',
        linkMail({
          kind: 'reset',
          lang,
          ...recipientOf(member),
          link: links.to(site, lang, 'password.reset', { token }),
          validFor: RESET_TOKEN_TTL_MS / 60_000,
        }),
      );
    },

    /** The new password arrives encrypted under the login key, as at login. */
    async reset(token: string, encryptedPassword: string): Promise<void> {
      const password = decryptPassword(secrets.loginKey, encryptedPassword);
      // The password is checked first, so that a mistyped one does not use the link up.
      const issue = loginPassword(password);
      if (issue) throw new AppError('e01', { fields: { pw: issue } });
      const used = await tokens.use(token, 'reset');
      const member = used && (await members.byId(used.memberId));
      if (!member) throw new AppError('linkInvalid');
      await members.setPassword(member.id, password);
      await sessions.endAllOf(member.id);
      await loginLimits.forget([loginAccountKey(member)]);
    },
  };
}

export type PasswordRecovery = ReturnType<typeof createPasswordRecovery>;
