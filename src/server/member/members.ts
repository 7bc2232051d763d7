import { randomInt } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { newMemberNumber } from '../../domain/member/member-number.ts';
import type { User } from '../../domain/user.ts';
import { loginPassword } from '../../domain/validation/login.ts';
import type { DbHandle } from '../db/connect.ts';
import { type MemberCardRow, type MemberRow, member, memberCard } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { hashPassword } from './passwords.ts';

/** A member as the services know one: the account's columns, and whether its e-mail address was confirmed. */
export type Member = Readonly<Pick<MemberRow, 'id' | 'memberNo' | 'givenName' | 'surname' | 'email' | 'areaCode' | 'phone' | 'passwordHash'>> & {
  readonly emailVerified: boolean;
};

export interface NewMember {
  readonly givenName: string;
  readonly surname: string;
  readonly email: string;
  readonly areaCode: string;
  readonly phone: string;
  readonly password: string;
  readonly demo?: boolean;
}

/** An account to make whose password is hashed already (a registration that waited for its e-mailed link). */
export type NewAccount = Omit<NewMember, 'password'> & {
  readonly passwordHash: string;
  /** The link of the registration was opened from the address's mailbox. */
  readonly emailVerified?: boolean;
  readonly registeredFrom?: string;
};

export type MemberCard = Readonly<Pick<MemberCardRow, 'idx' | 'cardNo' | 'holderName' | 'disabled'>>;

/** A card number as screens show it: partner cards may be payment cards, so only the first and last four digits. */
export const maskCardNumber = (cardNo: string) => `${cardNo.slice(0, 4)}****${cardNo.slice(-4)}`;

/** What the page may know of a member. */
export function userOf(member: Member): User {
  return { id: member.memberNo, name: `${member.givenName} ${member.surname}` };
}

const memberColumns = {
  id: member.id,
  memberNo: member.memberNo,
  givenName: member.givenName,
  surname: member.surname,
  email: member.email,
  areaCode: member.areaCode,
  phone: member.phone,
  passwordHash: member.passwordHash,
  emailVerified: sql<boolean>`${member.emailVerifiedAt} is not null`,
};

/** An address matches whatever its letter case, as the unique index on lower(email) does. */
const emailIs = (email: string) => sql`lower(${member.email}) = lower(${email})`;

/** The key that login failures of a member are counted under, whichever of its ids was typed. */
export function loginAccountKey(member: Pick<Member, 'id'>): string {
  return `member:${member.id}`;
}

/** Members of the frequent-flyer programme: registration and finding one by what they log in with. */
export function createMembers(deps: { db: DbHandle; clock: Clock }) {
  const { clock } = deps;
  const { db } = deps.db;

  /** Makes the account with a new member number; a `conflict` names the e-mail or phone that has an account already. */
  async function create(input: NewAccount): Promise<Member> {
    const areaCode = input.areaCode.replace(/^\+/, '');
    const sameEmail = emailIs(input.email);
    const samePhone = and(eq(member.areaCode, areaCode), eq(member.phone, input.phone));
    /** Refuses the account when its e-mail or phone is some member's, naming which. */
    const refuseTaken = async () => {
      const [taken] = await db
        .select({ email: sql<boolean | null>`bool_or(${sameEmail})`, phone: sql<boolean | null>`bool_or(${samePhone})` })
        .from(member)
        .where(or(sameEmail, samePhone));
      if (taken?.email || taken?.phone) {
        throw new AppError('conflict', { fields: { ...(taken.email ? { email: { code: 'e01' } } : {}), ...(taken.phone ? { phone: { code: 'e01' } } : {}) } });
      }
    };
    await refuseTaken();
    for (;;) {
      const memberNo = newMemberNumber(() => randomInt(10));
      const now = clock.now();
      const [row] = await db
        .insert(member)
        .values({
          memberNo,
          givenName: input.givenName,
          surname: input.surname,
          email: input.email,
          areaCode,
          phone: input.phone,
          passwordHash: input.passwordHash,
          demo: input.demo ?? false,
          createdAt: now,
          emailVerifiedAt: input.emailVerified ? now : null,
          registeredFrom: input.registeredFrom ?? null,
        })
        .onConflictDoNothing()
        .returning(memberColumns);
      if (row) {
        await db.insert(memberCard).values({ memberId: row.id, idx: 0, cardNo: memberNo, holderName: `${input.givenName} ${input.surname}` });
        return row;
      }
      // A clash on the member number (rare) tries another; one on e-mail or phone is reported.
      await refuseTaken();
    }
  }

  return {
    async register(input: NewMember): Promise<Member> {
      const weak = loginPassword(input.password);
      if (weak) throw new AppError('e01', { fields: { pw: weak } });
      return create({ ...input, passwordHash: await hashPassword(input.password) });
    },

    create,

    /** The member a login id names: a member number, an e-mail, or a phone number with its calling code. */
    async findForLogin(loginType: 'account' | 'phone', id: string, areaCode?: string): Promise<Member | undefined> {
      const trimmed = id.trim();
      const named =
        loginType === 'phone'
          ? and(eq(member.areaCode, (areaCode ?? '').replace(/^\+/, '')), eq(member.phone, trimmed))
          : trimmed.includes('@')
            ? emailIs(trimmed)
            : eq(member.memberNo, trimmed);
      const [row] = await db.select(memberColumns).from(member).where(named);
      return row;
    },

    async byId(id: number): Promise<Member | undefined> {
      const [row] = await db.select(memberColumns).from(member).where(eq(member.id, id));
      return row;
    },

    /** Issues another membership card (a co-branded or partner card) to a member; it gets the next index. */
    async addCard(memberId: number, card: { cardNo: string; holderName: string; disabled?: boolean }): Promise<void> {
      await db.insert(memberCard).values({
        memberId,
        idx: sql`(select coalesce(max(${memberCard.idx}) + 1, 0) from ${memberCard} where ${eq(memberCard.memberId, memberId)})`,
        cardNo: card.cardNo,
        holderName: card.holderName,
        disabled: card.disabled ?? false,
      });
    },

    async setPassword(memberId: number, password: string): Promise<void> {
      await db
        .update(member)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(member.id, memberId));
    },

    /** Marks the e-mail verified, if it is still the member's address. */
    async markEmailVerified(memberId: number, email: string): Promise<boolean> {
      const rows = await db
        .update(member)
        .set({ emailVerifiedAt: sql`coalesce(${member.emailVerifiedAt}, ${clock.now()})` })
        .where(and(eq(member.id, memberId), emailIs(email)))
        .returning({ id: member.id });
      return rows.length > 0;
    },

    async cards(memberId: number): Promise<MemberCard[]> {
      return db
        .select({ idx: memberCard.idx, cardNo: memberCard.cardNo, holderName: memberCard.holderName, disabled: memberCard.disabled })
        .from(memberCard)
        .where(eq(memberCard.memberId, memberId))
        .orderBy(memberCard.idx);
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
