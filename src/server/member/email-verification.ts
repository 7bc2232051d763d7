import type { Lang } from '../../domain/languages.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { linkMail, recipientOf } from '../mail/member-mails.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import type { Logger } from '../platform/logger.ts';
import { type MemberTokens, VERIFY_TOKEN_TTL_MS } from './member-tokens.ts';
import type { Member, Members } from './members.ts';
import type { RequestLimits } from './request-limits.ts';

/** Fresh verification links a member may ask for in an hour. */
export const VERIFICATION_RESENDS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The e-mail address of a member is confirmed by a single-use link, good for 24 hours. */
export function createEmailVerification(deps: {
  members: Members;
  tokens: MemberTokens;
  limits: RequestLimits;
  mailer: Mailer;
  links: PageLinks;
  logger: Logger;
}) {
  const { members, tokens, limits, mailer, links, logger } = deps;

  async function send(member: Member, site: string, lang: Lang): Promise<void> {
    const token = await tokens.issue(member.id, 'verify', member.email, VERIFY_TOKEN_TTL_MS);
    sendQuietly(
      mailer,
      logger,
      'emailVerification',
      linkMail({
        kind: 'verify',
        lang,
        ...recipientOf(member),
        link: links.to(site, lang, 'account.verify', { token }),
        validFor: VERIFY_TOKEN_TTL_MS / HOUR_MS,
      }),
    );
  }

  return {
    send,

    /** A new link for a logged-in member; nothing is sent once the address is verified. */
    async resend(memberId: number, site: string, lang: Lang): Promise<{ verified: boolean }> {
      const member = await members.byId(memberId);
      if (!member) throw new AppError('unauthorized');
      if (member.emailVerified) return { verified: true };
      const key = `member:${member.id}`;
      const attempt = await limits.begin('verifyResend', [key]);
      if (await attempt.over([{ key, max: VERIFICATION_RESENDS_PER_HOUR, windowMs: HOUR_MS }])) throw new AppError('tooManyRequests');
      await send(member, site, lang);
      return { verified: false };
    },

    async verify(token: string): Promise<void> {
      const used = await tokens.use(token, 'verify');
      if (!used || !(await members.markEmailVerified(used.memberId, used.email))) throw new AppError('linkInvalid');
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
