import { constants, publicEncrypt } from 'node:crypto';
import type { registerMember } from '../../src/domain/api/member.ts';
import type { CallInput } from '../../src/domain/api/operation.ts';

/** The body of the n-th of a run of quick registrations, each with its own e-mail and phone, the password sealed with the server's key. */
export function registrationBody(publicKey: string, prefix: string, n: number): CallInput<typeof registerMember>['body'] & { email: string } {
  const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
  return { givenName: 'Mei', surname: 'Lin', email: `${prefix}-${n}@example.com`, areaCode: '64', phone: String(220_000_000 + n), pw };
}
