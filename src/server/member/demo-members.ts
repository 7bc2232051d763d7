import { asc, eq } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { member } from '../db/schema.ts';
import type { DemoStep } from '../db/seed.ts';
import { createMilesLedger } from '../miles/miles-ledger.ts';
import { saveDemoData } from '../saved-data/demo-saved-data.ts';
import { createMembers } from './members.ts';

/** The password of every demo member. Demo data only: real members choose their own. */
export const DEMO_PASSWORD = '246810';

interface DemoMember {
  readonly givenName: string;
  readonly surname: string;
  readonly email: string;
  readonly areaCode: string;
  readonly phone: string;
  /** Cards besides the first, which every member gets: they make the login ask for the card step. */
  readonly extraCards?: readonly { cardNo: string; disabled?: boolean }[];
}

/** The miles every demo member starts with: enough for a few awards to try (demo data). */
export const DEMO_OPENING_MILES = 400_000;

/** Labelled demo members, registered through the same call as a real sign-up. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { givenName: 'Mei', surname: 'Lin', email: 'mei.lin@demo.airline.example', areaCode: '64', phone: '211234567' },
  {
    givenName: 'Oliver',
    surname: 'Grant',
    email: 'oliver.grant@demo.airline.example',
    areaCode: '44',
    phone: '7700900123',
    extraCards: [{ cardNo: '4000123412341234' }, { cardNo: '4000567856785678', disabled: true }],
  },
  // Books awards only, so that her balance moves with nothing but her awards (the award booking's browser test).
  { givenName: 'Hana', surname: 'Sato', email: 'hana.sato@demo.airline.example', areaCode: '81', phone: '9012345678' },
];

export function demoMembersStep(): DemoStep {
  return async (handle, clock) => {
    const members = createMembers({ db: handle, clock });
    for (const demo of DEMO_MEMBERS) {
      const member = await members.register({ ...demo, password: DEMO_PASSWORD, demo: true });
      for (const card of demo.extraCards ?? []) {
        await members.addCard(member.id, { cardNo: card.cardNo, holderName: `${demo.givenName} ${demo.surname}`, disabled: card.disabled });
      }
      await saveDemoData({ db: handle, clock }, { id: member.id, memberNo: member.memberNo, email: demo.email });
      // Through the operator's adjustment, as an airline would open a migrated account.
      await createMilesLedger({ db: handle, clock }).adjust(member.memberNo, DEMO_OPENING_MILES, 'Demo data: opening balance');
    }
  };
}

/** The demo logins, for the start-up message of a demo server. */
export async function demoLogins(db: DbHandle): Promise<string[]> {
  const rows = await db.db
    .select({ memberNo: member.memberNo, email: member.email, areaCode: member.areaCode, phone: member.phone })
    .from(member)
    .where(eq(member.demo, true))
    .orderBy(asc(member.id));
  return rows.map((r) => `member ${r.memberNo} / ${r.email} / +${r.areaCode} ${r.phone}, password ${DEMO_PASSWORD}`);
}
