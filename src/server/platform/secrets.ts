import { createHash, randomBytes } from 'node:crypto';
import type { DbHandle } from '../db/connect.ts';

/** Keys the server signs and encrypts with. */
export interface Secrets {
  /** AES-256 key of the sealed search arguments in URLs. */
  readonly argsKey: Buffer;
}

const STORED_KEY = 'secret_args_key';

/**
 * The server's keys: from STOREFRONT_SECRET when set (every node of a cluster must
 * share it), else made once and kept in the database, so restarts keep old links.
 */
export async function loadSecrets(db: DbHandle, configured: string | undefined): Promise<Secrets> {
  if (configured) return { argsKey: createHash('sha256').update(configured).digest() };
  await db.query(
    `insert into app_meta (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`,
    [STORED_KEY, randomBytes(32).toString('base64')],
  );
  const [row] = await db.query<{ value: string }>('select value from app_meta where key = $1', [STORED_KEY]);
  return { argsKey: Buffer.from(row.value, 'base64') };
}

export function randomSecrets(): Secrets {
  return { argsKey: randomBytes(32) };
}
