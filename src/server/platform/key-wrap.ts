import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Key material encrypted (AES-256-GCM) under a key the database does not hold, as text to store there. The purpose
 * is bound in as associated data, so that a value wrapped for one use is never taken for another.
 */
export function wrapKey(material: Buffer, key: Buffer, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const body = Buffer.concat([cipher.update(material), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The material, or undefined when the text was wrapped under another key or purpose, or altered. */
export function unwrapKey(text: string, key: Buffer, purpose: string): Buffer | undefined {
  const [format, iv, tag, body, ...rest] = text.split('.');
  if (format !== FORMAT || iv === undefined || tag === undefined || body === undefined || rest.length > 0) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(purpose, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  } catch {
    return undefined;
  }
}
