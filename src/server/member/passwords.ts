import { constants, type KeyObject, privateDecrypt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked when no member matches, so that an unknown account takes as long as a wrong password.
const NOBODY = hash('no such member');

export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    await verify(await NOBODY, password);
    return false;
  }
  return verify(stored, password);
}

/**
 * A password as the login box sent it: RSA (PKCS#1 v1.5, as jsencrypt does) under
 * the login key. Node answers a forged ciphertext with random bytes rather than an
 * error (implicit rejection), which then fails like any wrong password.
 */
export function decryptPassword(key: KeyObject, base64: string): string {
  try {
    return privateDecrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(base64, 'base64')).toString('utf8');
  } catch {
    return '';
  }
}
