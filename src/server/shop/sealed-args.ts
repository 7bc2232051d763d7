import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The keys of sealed values: the first seals; each opens, so that values sealed before a rotation stay good until they expire. */
export type SealingKeys = readonly [current: Buffer, ...previous: Buffer[]];

/** Encrypts and authenticates a value (AES-256-GCM) into URL-safe text: it can be read back, never altered. */
export function seal(value: unknown, keys: SealingKeys): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys[0], iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function openWith(raw: Buffer, key: Buffer): unknown {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const body = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The sealed value, or undefined when the text was altered, cut or sealed with none of the keys. */
export function unseal(text: string, keys: SealingKeys): unknown {
  const raw = Buffer.from(text, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return undefined;
  for (const key of keys) {
    const value = openWith(raw, key);
    if (value !== undefined) return value;
  }
  return undefined;
}
