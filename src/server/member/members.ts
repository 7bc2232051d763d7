import { randomInt } from 'node:crypto';
import { accountKey, newMemberNumber } from '../../domain/member/member-number.ts';
import type { User } from '../../domain/user.ts';
import { loginPassword } from '../../domain/validation/login.ts';
import type { DbHandle } from '../db/connect.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { hashPassword } from './passwords.ts';

export interface MemberRow {
  readonly id: number;
  readonly member_no: string;
  readonly given_name: string;
  readonly surname: string;
  readonly email: string;
  readonly area_code: string;
  readonly phone: string;
  readonly password_hash: string;
  readonly email_verified: boolean;
}

export interface NewMember {
  readonly givenName: string;
  readonly surname: string;
  readonly email: string;
  readonly areaCode: string;
  readonly phone: string;
  readonly password: string;
  readonly demo?: boolean;
}

export interface MemberCard {
  readonly idx: number;
  readonly cardNo: string;
  readonly holderName: string;
  readonly disabled: boolean;
}

/** What the page may know of a member. */
export function userOf(member: MemberRow): User {
  return { id: member.member_no, name: `${member.given_name} ${member.surname}` };
}

const COLUMNS = 'id, member_no, given_name, surname, email, area_code, phone, password_hash, email_verified_at is not null as email_verified';

/** The keys that login failures of a member are counted under, however the member typed the id. */
export function loginAccountKeys(member: MemberRow): string[] {
  return [accountKey('account', member.member_no), accountKey('account', member.email), accountKey('phone', member.phone, member.area_code)];
}

/** Members of the frequent-flyer programme: registration and finding one by what they log in with. */
export function createMembers(deps: { db: DbHandle; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async register(input: NewMember): Promise<MemberRow> {
      const weak = loginPassword(input.password);
      if (weak) throw new AppError('e01', { fields: { pw: weak } });
      const areaCode = input.areaCode.replace(/^\+/, '');
      const [taken] = await db.query<{ email: boolean; phone: boolean }>(
        'select bool_or(lower(email) = lower($1)) as email, bool_or(area_code = $2 and phone = $3) as phone from member where lower(email) = lower($1) or (area_code = $2 and phone = $3)',
        [input.email, areaCode, input.phone],
      );
      if (taken?.email || taken?.phone) {
        throw new AppError('conflict', { fields: { ...(taken.email ? { email: { code: 'e01' } } : {}), ...(taken.phone ? { phone: { code: 'e01' } } : {}) } });
      }
      const passwordHash = await hashPassword(input.password);
      for (;;) {
        const memberNo = newMemberNumber(() => randomInt(10));
        const [row] = await db.query<MemberRow>(
          `insert into member (member_no, given_name, surname, email, area_code, phone, password_hash, demo, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning ${COLUMNS}`,
          [memberNo, input.givenName, input.surname, input.email, areaCode, input.phone, passwordHash, input.demo ?? false, clock.now()],
        );
        if (row) {
          await db.query('insert into member_card (member_id, idx, card_no, holder_name) values ($1, 0, $2, $3)', [
            row.id,
            memberNo,
            `${input.givenName} ${input.surname}`,
          ]);
          return row;
        }
        // A clash on the member number (rare) tries another; one on e-mail or phone is reported.
        const [again] = await db.query<{ n: number }>(
          'select count(*)::int as n from member where lower(email) = lower($1) or (area_code = $2 and phone = $3)',
          [input.email, areaCode, input.phone],
        );
        if (again.n > 0) throw new AppError('conflict', { fields: { email: { code: 'e01' } } });
      }
    },

    /** The member a login id names: a member number, an e-mail, or a phone number with its calling code. */
    async findForLogin(loginType: 'account' | 'phone', id: string, areaCode?: string): Promise<MemberRow | undefined> {
      const trimmed = id.trim();
      const [row] =
        loginType === 'phone'
          ? await db.query<MemberRow>(`select ${COLUMNS} from member where area_code = $1 and phone = $2`, [(areaCode ?? '').replace(/^\+/, ''), trimmed])
          : trimmed.includes('@')
            ? await db.query<MemberRow>(`select ${COLUMNS} from member where lower(email) = lower($1)`, [trimmed])
            : await db.query<MemberRow>(`select ${COLUMNS} from member where member_no = $1`, [trimmed]);
      return row;
    },

    async byId(id: number): Promise<MemberRow | undefined> {
      const [row] = await db.query<MemberRow>(`select ${COLUMNS} from member where id = $1`, [id]);
      return row;
    },

    /** Issues another membership card (a co-branded or partner card) to a member; it gets the next index. */
    async addCard(memberId: number, card: { cardNo: string; holderName: string; disabled?: boolean }): Promise<void> {
      await db.query(
        `insert into member_card (member_id, idx, card_no, holder_name, disabled)
         select $1, coalesce(max(idx) + 1, 0), $2, $3, $4 from member_card where member_id = $1`,
        [memberId, card.cardNo, card.holderName, card.disabled ?? false],
      );
    },

    async setPassword(memberId: number, password: string): Promise<void> {
      await db.query('update member set password_hash = $2 where id = $1', [memberId, await hashPassword(password)]);
    },

    /** Marks the e-mail verified, if it is still the member's address. */
    async markEmailVerified(memberId: number, email: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'update member set email_verified_at = coalesce(email_verified_at, $3) where id = $1 and lower(email) = lower($2) returning id',
        [memberId, email, clock.now()],
      );
      return rows.length > 0;
    },

    async cards(memberId: number): Promise<MemberCard[]> {
      const rows = await db.query<{ idx: number; card_no: string; holder_name: string; disabled: boolean }>(
        'select idx, card_no, holder_name, disabled from member_card where member_id = $1 order by idx',
        [memberId],
      );
      return rows.map((r) => ({ idx: r.idx, cardNo: r.card_no, holderName: r.holder_name, disabled: r.disabled }));
    },
  };
}

export type Members = ReturnType<typeof createMembers>;
