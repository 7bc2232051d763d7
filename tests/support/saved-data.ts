import type { CallInput } from '../../src/domain/api/operation.ts';
import {
  deleteSavedContact,
  deleteSavedPassenger,
  getSavedContact,
  getSavedPassenger,
  listSavedContacts,
  listSavedPassengers,
  saveSavedContact,
  saveSavedPassenger,
} from '../../src/domain/api/saved-data.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { joinAsMember } from './joining.ts';
import type { testApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/** A member registered (and so logged in, through the e-mailed link) in a browser of their own: the session cookie. */
export async function newMember(t: App, email: string, phone: string, address = '192.0.2.10'): Promise<string> {
  const { cookie } = await joinAsMember(t, { email, phone }, { browser: { address } });
  return cookie;
}

/** The saved-data calls of one browser (its cookie, or none for a guest) on one site and language. */
export function savedDataCalls(t: App, cookie: string, site = 'nz', lang: Lang = 'en') {
  const browser = { cookie };
  const params = { site, lang };
  return {
    listPassengers: () => t.api.send(listSavedPassengers, { params }, { browser }),
    passengerDetail: (query: CallInput<typeof getSavedPassenger>['query']) => t.api.send(getSavedPassenger, { params, query }, { browser }),
    modifyPassenger: (body: CallInput<typeof saveSavedPassenger>['body']) => t.api.send(saveSavedPassenger, { params, body }, { browser }),
    deletePassenger: (psgId: string) => t.api.send(deleteSavedPassenger, { params, body: { psgId } }, { browser }),
    listContacts: (origin?: string) => t.api.send(listSavedContacts, { params, query: origin ? { origin: origin as 'booking' } : {} }, { browser }),
    contactDetail: (cpId: string) => t.api.send(getSavedContact, { params, query: { cpId } }, { browser }),
    modifyContact: (body: CallInput<typeof saveSavedContact>['body']) => t.api.send(saveSavedContact, { params, body }, { browser }),
    deleteContact: (cpId: string) => t.api.send(deleteSavedContact, { params, body: { cpId } }, { browser }),
  };
}

/** An adult of a first/middle/last site, valid on the API tests' day (2026-11-21). */
export const savedAdult = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mei',
  lastName: 'Lin',
  sex: '0',
  nationality: 'NZ',
  birthday: '1988-04-12',
  documentType: 'PP',
  documentNumber: 'E12345678',
  documentIssuer: 'NZ',
  documentExpiry: '2031-05-01',
  ...overrides,
});

export const savedContact = (overrides: Record<string, unknown> = {}) => ({
  contactName: 'Mei Lin',
  areaCode: '64',
  phone: '211234567',
  email: 'mei.lin@example.com',
  ...overrides,
});
