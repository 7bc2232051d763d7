import { AIRLINE_TIME_ZONE, addYears, calendarDateIn, formatDate } from '../../domain/calendar.ts';
import { HOME_AIRLINE } from '../../domain/reference/airlines.ts';
import { SEX } from '../../domain/saved-data/passenger-fields.ts';
import type { DbHandle } from '../db/connect.ts';
import type { Clock } from '../platform/clock.ts';
import { createSavedContacts } from './saved-contacts.ts';
import { createSavedPassengers } from './saved-passengers.ts';

interface DemoPassenger {
  readonly firstName: string;
  readonly lastName: string;
  readonly sex: string;
  readonly nationality: string;
  /** A fixed birthday, or an age in years today (so that a child stays a child). */
  readonly born: string | { yearsAgo: number };
  /** Demo passports are numbered DEMO…, which no country issues. */
  readonly documentNumber: string;
  /** The member themself flies on their own frequent-flyer card. */
  readonly self?: true;
}

interface DemoSaved {
  readonly passengers: readonly DemoPassenger[];
  readonly contact: { contactName: string; areaCode: string; phone: string; email: string };
}

/** What each demo member (by e-mail) has saved: demo data only. */
const DEMO_SAVED: Readonly<Record<string, DemoSaved>> = {
  'mei.lin@demo.airline.example': {
    passengers: [
      { firstName: 'Mei', lastName: 'Lin', sex: SEX.female, nationality: 'NZ', born: '1988-04-12', documentNumber: 'DEMO10001', self: true },
      { firstName: 'Ava', lastName: 'Lin', sex: SEX.female, nationality: 'NZ', born: { yearsAgo: 7 }, documentNumber: 'DEMO10002' },
    ],
    contact: { contactName: 'Mei Lin', areaCode: '64', phone: '211234567', email: 'mei.lin@demo.airline.example' },
  },
  'oliver.grant@demo.airline.example': {
    passengers: [
      { firstName: 'Oliver', lastName: 'Grant', sex: SEX.male, nationality: 'GB', born: '1979-09-30', documentNumber: 'DEMO20001', self: true },
      { firstName: 'Emma', lastName: 'Grant', sex: SEX.female, nationality: 'GB', born: '1982-02-14', documentNumber: 'DEMO20002' },
    ],
    contact: { contactName: 'Oliver Grant', areaCode: '44', phone: '7700900123', email: 'oliver.grant@demo.airline.example' },
  },
  'hana.sato@demo.airline.example': {
    passengers: [
      { firstName: 'Hana', lastName: 'Sato', sex: SEX.female, nationality: 'JP', born: '1985-07-21', documentNumber: 'DEMO30001', self: true },
      { firstName: 'Ren', lastName: 'Sato', sex: SEX.male, nationality: 'JP', born: { yearsAgo: 8 }, documentNumber: 'DEMO30002' },
    ],
    contact: { contactName: 'Hana Sato', areaCode: '81', phone: '9012345678', email: 'hana.sato@demo.airline.example' },
  },
};

/** Saves a demo member's passengers and contact through the same services as the member's own calls. */
export async function saveDemoData(deps: { db: DbHandle; clock: Clock }, member: { id: number; memberNo: string; email: string }): Promise<void> {
  const saved = DEMO_SAVED[member.email];
  if (!saved) return;
  const passengers = createSavedPassengers(deps);
  const today = calendarDateIn(deps.clock.now(), AIRLINE_TIME_ZONE);
  for (const demo of saved.passengers) {
    await passengers.modify(member.id, 'firstMiddleLast', {
      firstName: demo.firstName,
      lastName: demo.lastName,
      sex: demo.sex,
      nationality: demo.nationality,
      birthday: typeof demo.born === 'string' ? demo.born : formatDate(addYears(today, -demo.born.yearsAgo)),
      documentType: 'PP',
      documentNumber: demo.documentNumber,
      documentIssuer: demo.nationality,
      documentExpiry: formatDate(addYears(today, 6)),
      ...(demo.self ? { ffpAirline: HOME_AIRLINE, ffpNumber: member.memberNo } : {}),
    });
  }
  await createSavedContacts(deps).modify(member.id, saved.contact);
}
