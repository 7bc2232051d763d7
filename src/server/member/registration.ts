import type { Lang } from '../../domain/languages.ts';
import type { QuickRegisterBody } from '../../domain/member/auth-schemas.ts';
import type { User } from '../../domain/user.ts';
import type { Secrets } from '../platform/secrets.ts';
import type { EmailVerification } from './email-verification.ts';
import { type Members, userOf } from './members.ts';
import { decryptPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';

/**
 * Quick registration for the frequent-flyer programme: a new member with a member
 * number, logged in at once (the session the browser held before ends), and sent a
 * link to verify the e-mail address.
 */
export function createRegistration(deps: { members: Members; sessions: Sessions; verification: EmailVerification; secrets: Secrets }) {
  const { members, sessions, verification, secrets } = deps;
  return {
    async quickRegister(
      body: QuickRegisterBody,
      site: string,
      lang: Lang,
      previousSession: string | undefined,
    ): Promise<{ memberNo: string; user: User; session: string }> {
      const member = await members.register({
        givenName: body.givenName,
        surname: body.surname,
        email: body.email,
        areaCode: body.areaCode,
        phone: body.phone,
        password: decryptPassword(secrets.loginKey, body.pw),
      });
      const session = await sessions.start(member.id, previousSession);
      await verification.send(member, site, lang);
      return { memberNo: member.memberNo, user: userOf(member), session };
    },
  };
}

export type Registration = ReturnType<typeof createRegistration>;
