import { createPublicKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import type { DbHandle } from '../db/connect.ts';
import { KeyMismatchError, loadLoginKey, newLoginKey } from './login-key-store.ts';
import type { MasterSecrets } from './master-secret.ts';

/** Keys the server signs and encrypts with, all derived from the master secret or wrapped under it. */
export interface Secrets {
  /**
   * AES-256 keys of sealed values (search links, the login's card-step challenge, the social-login cookie): the
   * first seals, each opens, the second being the previous secret's during a rotation.
   */
  readonly argsKeys: readonly [current: Buffer, ...previous: Buffer[]];
  /** HMAC key of the embedded sandbox provider's payment notifications. */
  readonly notifyKey: Buffer;
  /** The RSA key (2048 bits) that passwords are encrypted to in the browser. */
  readonly loginKey: KeyObject;
  /** Its public half, PEM, as the login box fetches it. */
  readonly loginPublicKey: string;
}

// HKDF keeps the keys of different uses apart: knowing one tells nothing of the others or of the master secret.
const HKDF_SALT = 'airline-storefront';
export const KEY_PURPOSES = {
  sealing: 'sealed values v1',
  wrapping: 'key wrapping v1',
  sandboxNotify: 'sandbox notifications v1',
  demoIdp: 'demo identity provider v1',
} as const;

/** The 256-bit key of one purpose. */
export function deriveKey(master: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, HKDF_SALT, purpose, 32));
}

/** The keys that open the stored login key: the current secret's, then during a rotation the previous one's. */
export function wrappingKeys(master: MasterSecrets): { current: Buffer; previous?: Buffer } {
  const current = deriveKey(master.current, KEY_PURPOSES.wrapping);
  return master.previous === undefined ? { current } : { current, previous: deriveKey(master.previous, KEY_PURPOSES.wrapping) };
}

function loginKeys(loginKey: KeyObject): Pick<Secrets, 'loginKey' | 'loginPublicKey'> {
  return { loginKey, loginPublicKey: createPublicKey(loginKey).export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * The server's keys: the sealing and notification keys derived from the master secret, and the login key from the
 * database, where it is kept wrapped under a key derived from the same secret. A database that does not open with
 * the secret stops the start: the message says so on one line.
 */
export async function loadSecrets(db: DbHandle, master: MasterSecrets): Promise<Secrets> {
  let loginKey: KeyObject;
  try {
    loginKey = await loadLoginKey(db, wrappingKeys(master));
  } catch (error) {
    if (!(error instanceof KeyMismatchError)) throw error;
    const tried = master.previous === undefined ? master.source : `${master.source} or the previous secret`;
    throw new Error(
      `The storefront secret does not match the database: its login key was wrapped under another secret than ${tried}. ` +
        'Start with the secret this database was set up with (every server of the database needs the same one), or give that one as STOREFRONT_PREVIOUS_SECRET to rotate.',
    );
  }
  const sealing = deriveKey(master.current, KEY_PURPOSES.sealing);
  return {
    argsKeys: master.previous === undefined ? [sealing] : [sealing, deriveKey(master.previous, KEY_PURPOSES.sealing)],
    notifyKey: deriveKey(master.current, KEY_PURPOSES.sandboxNotify),
    ...loginKeys(loginKey),
  };
}

let testLoginKey: KeyObject | undefined;

/** Fresh keys for a test; the slow RSA key is made once per process. */
export function randomSecrets(): Secrets {
  testLoginKey ??= newLoginKey();
  return { argsKeys: [randomBytes(32)], notifyKey: randomBytes(32), ...loginKeys(testLoginKey) };
}
