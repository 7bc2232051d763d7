import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbHandle } from '../db/connect.ts';
import { appMeta } from '../db/schema.ts';
import { unwrapKey, wrapKey } from './key-wrap.ts';

/** The login key's row in app_meta: its PKCS#8 form, wrapped. */
export const LOGIN_KEY_ROW = 'login_key_wrapped';
/** The rows of the format that kept keys in clear (the sealing key and the login key's PEM), removed on start. */
export const CLEAR_KEY_ROWS = ['secret_args_key', 'secret_login_rsa_key'] as const;
const [, CLEAR_LOGIN_KEY_ROW] = CLEAR_KEY_ROWS;
/** Bound into the wrapping, so that nothing wrapped for another use passes for the login key. */
const PURPOSE = 'storefront login RSA key (PKCS#8)';
const LOGIN_KEY_BITS = 2048;

/** The keys that may open the stored login key: the current wrapping key, and during a rotation the previous one. */
export interface WrappingKeys {
  readonly current: Buffer;
  readonly previous?: Buffer;
}

/** The database's login key was wrapped under neither configured secret. */
export class KeyMismatchError extends Error {}

export function newLoginKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: LOGIN_KEY_BITS }).privateKey;
}

const der = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'der' });
const fromDer = (material: Buffer) => createPrivateKey({ key: material, format: 'der', type: 'pkcs8' });

// Read as text: the column holds untyped JSON, and Drizzle would parse the string the driver already decoded once more.
async function readRow(db: DbHandle, key: string): Promise<string | undefined> {
  const [row] = await db.db
    .select({ value: sql<string>`${appMeta.value} #>> '{}'` })
    .from(appMeta)
    .where(eq(appMeta.key, key));
  return row?.value;
}

/**
 * The login key, made and stored wrapped on first start (from the clear row of the old format when there is one).
 * A key wrapped under the previous secret is wrapped again under the current one. A key neither opens is never
 * replaced: a new one would hide a wrong secret and break every other server sharing the database.
 */
export async function loadLoginKey(db: DbHandle, keys: WrappingKeys): Promise<KeyObject> {
  let stored = await readRow(db, LOGIN_KEY_ROW);
  if (stored === undefined) {
    const clear = await readRow(db, CLEAR_LOGIN_KEY_ROW);
    const material = der(clear === undefined ? newLoginKey() : createPrivateKey(clear));
    // Of servers starting at once, the first row written is the one every server reads back.
    await db.db
      .insert(appMeta)
      .values({ key: LOGIN_KEY_ROW, value: sql`to_jsonb(${wrapKey(material, keys.current, PURPOSE)}::text)` })
      .onConflictDoNothing({ target: appMeta.key });
    stored = (await readRow(db, LOGIN_KEY_ROW)) ?? '';
  }
  let material = unwrapKey(stored, keys.current, PURPOSE);
  if (!material && keys.previous) {
    material = unwrapKey(stored, keys.previous, PURPOSE);
    if (material) {
      await db.db
        .update(appMeta)
        .set({ value: sql`to_jsonb(${wrapKey(material, keys.current, PURPOSE)}::text)`, updatedAt: new Date() })
        .where(and(eq(appMeta.key, LOGIN_KEY_ROW), sql`${appMeta.value} #>> '{}' = ${stored}`));
    }
  }
  if (!material) throw new KeyMismatchError('the login key in the database was wrapped under another secret');
  await db.db.delete(appMeta).where(inArray(appMeta.key, [...CLEAR_KEY_ROWS]));
  return fromDer(material);
}

/** Puts a new login key in place of the stored one; servers take it on their next start. */
export async function replaceLoginKey(db: DbHandle, wrappingKey: Buffer): Promise<KeyObject> {
  const key = newLoginKey();
  const value = sql`to_jsonb(${wrapKey(der(key), wrappingKey, PURPOSE)}::text)`;
  await db.db
    .insert(appMeta)
    .values({ key: LOGIN_KEY_ROW, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return key;
}
