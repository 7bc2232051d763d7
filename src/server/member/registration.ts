import type { Lang } from '../../domain/languages.ts';
import { normalisedEmail } from '../../domain/member/person-identity.ts';
import type { QuickRegisterBody } from '../../domain/member/registration-schemas.ts';
import type { User } from '../../domain/user.ts';
import { loginPassword } from '../../domain/validation/login.ts';
import type { CaptchaService } from '../captcha/captcha-service.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import { AppError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PageLinks } from '../mail/page-links.ts';
import { joinAttemptMail, joinMail } from '../mail/registration-mails.ts';
import { sendQuietly } from '../mail/send-quietly.ts';
import type { Logger } from '../platform/logger.ts';
import type { Secrets } from '../platform/secrets.ts';
import { VERIFY_TOKEN_TTL_MS } from './member-tokens.ts';
import { type Members, userOf } from './members.ts';
import { decryptPassword, hashPassword } from './passwords.ts';
import type { PendingRegistrations } from './pending-registrations.ts';
import type { RequestLimits } from './request-limits.ts';
import type { Sessions } from './sessions.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * Registrations from one address: a family joining together fits in an hour, and an office, a hotel or a mobile
 * operator's shared address in a day; a script that solved the captcha still gets only a handful of accounts.
 */
export const REGISTRATIONS_PER_ADDRESS_HOUR = 5;
export const REGISTRATIONS_PER_ADDRESS_DAY = 20;
/** Registration mails to one mailbox in an hour (its sub-addresses count as the mailbox), so that nobody's inbox can be flooded. */
export const REGISTRATIONS_PER_MAILBOX_HOUR = 3;

/**
 * Quick registration for the frequent-flyer programme. The request takes the captcha and the per-address limits,
 * and answers alike whether or not the e-mail or phone has an account: a new address gets a link (24 hours), and
 * the account is made, with its e-mail verified, only when the link is opened; the owner of a known address gets
 * a mail saying someone tried to register with it, and nothing changes.
 */
export function createRegistration(deps: {
  members: Members;
  pending: PendingRegistrations;
  sessions: Sessions;
  limits: RequestLimits;
  captcha: CaptchaService;
  secrets: Secrets;
  mailer: Mailer;
  links: PageLinks;
  logger: Logger;
}) {
  const { members, pending, sessions, limits, captcha, secrets, mailer, links, logger } = deps;
  return {
    async quickRegister(body: QuickRegisterBody, address: string, site: string, lang: Lang): Promise<{ email: string }> {
      await requireCaptcha(captcha, body, 'consume');
      const mailbox = `mailbox:${normalisedEmail(body.email)}`;
      const attempt = await limits.begin('register', [`address:${address}`, mailbox]);
      const over = await attempt.over([
        { key: `address:${address}`, max: REGISTRATIONS_PER_ADDRESS_HOUR, windowMs: HOUR_MS },
        { key: `address:${address}`, max: REGISTRATIONS_PER_ADDRESS_DAY, windowMs: 24 * HOUR_MS },
        { key: mailbox, max: REGISTRATIONS_PER_MAILBOX_HOUR, windowMs: HOUR_MS },
      ]);
      if (over) throw new AppError('tooManyRequests');
      const password = decryptPassword(secrets.loginKey, body.pw);
      const weak = loginPassword(password);
      if (weak) throw new AppError('e01', { fields: { pw: weak } });

      // Both cases hash the password and hand one mail to the mailer without waiting for it, so that the time of
      // the reply does not tell a known address from a new one.
      const [owner, passwordHash] = await Promise.all([members.findForLogin('account', body.email), hashPassword(password)]);
      const name = `${body.givenName} ${body.surname}`;
      if (owner) {
        const mail = joinAttemptMail({
          lang,
          to: owner.email,
          name: `${owner.givenName} ${owner.surname}`,
          memberNo: owner.memberNo,
          loginLink: links.to(site, lang, 'login', {}),
          resetLink: links.to(site, lang, 'password.forgot', {}),
        });
        sendQuietly(mailer, logger, 'registrationAttempt', mail);
      } else {
        const { givenName, surname, email, areaCode, phone } = body;
        const token = await pending.add({ givenName, surname, email, areaCode, phone, passwordHash, address }, VERIFY_TOKEN_TTL_MS);
        const link = links.to(site, lang, 'register', { token });
        sendQuietly(mailer, logger, 'registration', joinMail({ lang, to: email, name, link, validForHours: VERIFY_TOKEN_TTL_MS / HOUR_MS }));
      }
      return { email: body.email };
    },

    /**
     * The link of a registration was opened: the account is made with its e-mail verified, and logged in (the
     * session the browser held before ends). Whoever opens it has the mailbox, so a `conflict` naming the e-mail
     * or phone that got an account meanwhile tells them nothing they may not know.
     */
    async complete(token: string, previousSession: string | undefined): Promise<{ memberNo: string; user: User; session: string }> {
      const registration = await pending.take(token);
      if (!registration) throw new AppError('linkInvalid');
      const { address, ...account } = registration;
      const member = await members.create({ ...account, emailVerified: true, registeredFrom: address });
      const session = await sessions.start(member.id, previousSession);
      return { memberNo: member.memberNo, user: userOf(member), session };
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
