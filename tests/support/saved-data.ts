import { constants, publicEncrypt } from 'node:crypto';
import { expect } from 'vitest';
import type { testApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof testApp>>;

const JSON_HEADERS = { 'x-requested-with': 'storefront', 'content-type': 'application/json' };

/** A member registered (and so logged in) in a browser of their own: the session cookie. */
export async function newMember(t: App, email: string, phone: string, address = '192.0.2.10'): Promise<string> {
  const { publicKey } = (await (await t.request('/api/a/publicKey')).json()) as { publicKey: string };
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  const res = await t.request('/api/svcPassenger/nz/en/quickRegister', {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-real-ip': address },
    body: JSON.stringify({ givenName: 'Mei', surname: 'Lin', email, areaCode: '64', phone, pw }),
  });
  expect(res.status).toBe(200);
  return /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/** The saved-data calls of one browser (its cookie, or none for a guest) on one site and language. */
export function savedDataCalls(t: App, cookie: string, site = 'nz', lang = 'en') {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const get = (path: string, query: Record<string, string> = {}) => t.request(`${path}?${new URLSearchParams(query)}`, { headers });
  const post = (path: string, body: unknown) => t.request(path, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });
  const passengers = `/api/svcPcPassenger/${site}/${lang}`;
  const contacts = `/api/ct/${site}/${lang}`;
  return {
    listPassengers: () => get(`${passengers}/getSvcPcPassenger`),
    passengerDetail: (query: Record<string, string>) => get(`${passengers}/getSvcPcPassengerDetail`, query),
    modifyPassenger: (body: Record<string, unknown>) => post(`${passengers}/modify`, body),
    deletePassenger: (psgId: string) => post(`${passengers}/delete`, { psgId }),
    listContacts: (origin?: string) => get(`${contacts}/getContactList`, origin ? { origin } : {}),
    contactDetail: (cpId: string) => get(`${contacts}/getContact`, { cpId }),
    modifyContact: (body: Record<string, unknown>) => post(`${contacts}/modifyContact`, body),
    deleteContact: (cpId: string) => post(`${contacts}/deleteContact`, { cpId }),
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

export type PassengerReply = { passenger: Record<string, string | null> & { psgId: string | null; pastId: string | null } };
export type ContactReply = { contact: { cpId: string; contactName: string; areaCode: string; phone: string; email: string } };
