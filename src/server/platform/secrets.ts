import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { appMeta } from '../db/schema.ts';

/** Keys the server signs and encrypts with. */
export interface Secrets {
  /** AES-256 key of the sealed search arguments in URLs. */
  readonly argsKey: Buffer;
  /** The RSA key (2048 bits) that passwords are encrypted to in the browser. */
  readonly loginKey: KeyObject;
  /** Its public half, PEM, as the login box fetches it. */
  readonly loginPublicKey: string;
}

const STORED_KEY = 'secret_args_key';
const STORED_LOGIN_KEY = 'secret_login_rsa_key';
const LOGIN_KEY_BITS = 2048;

function newLoginKey(): string {
  return generateKeyPairSync('rsa', { modulusLength: LOGIN_KEY_BITS }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function loginKeys(pem: string): Pick<Secrets, 'loginKey' | 'loginPublicKey'> {
  const loginKey = createPrivateKey(pem);
  return { loginKey, loginPublicKey: createPublicKey(loginKey).export({ type: 'spki', format: 'pem' }).toString() };
}

/** A value kept in app_meta, made on first use; every node then reads the same one. */
async function stored(db: DbHandle, key: string, make: () => string): Promise<string> {
  await db.db
    .insert(appMeta)
    .values({ key, value: sql`to_jsonb(${make()}::text)` })
    .onConflictDoNothing({ target: appMeta.key });
  // Read as text: the column holds untyped JSON, and Drizzle would parse the string the driver already decoded once more.
  const [row] = await db.db
    .select({ value: sql<string>`${appMeta.value} #>> '{}'` })
    .from(appMeta)
    .where(eq(appMeta.key, key));
  return row.value;
}

/**
 * The server's keys: the URL key from STOREFRONT_SECRET when set (every node of a
 * cluster must share it), else made once and kept in the database, so restarts
 * keep old links; the login key is always kept in the database.
 */
export async function loadSecrets(db: DbHandle, configured: string | undefined): Promise<Secrets> {
  const argsKey = configured
    ? createHash('sha256').update(configured).digest()
    : Buffer.from(await stored(db, STORED_KEY, () => randomBytes(32).toString('base64')), 'base64');
  return { argsKey, ...loginKeys(await stored(db, STORED_LOGIN_KEY, newLoginKey)) };
}

let testLoginKey: string | undefined;

/** Fresh keys for a test; the slow RSA key is made once per process. */
export function randomSecrets(): Secrets {
  testLoginKey ??= newLoginKey();
  return { argsKey: randomBytes(32), ...loginKeys(testLoginKey) };
}
