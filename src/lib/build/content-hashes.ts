import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8');

/** The source a CSP names an inline script or style by: the SHA-256 of its text. */
export function cspHash(text: string): `sha256-${string}` {
  return `sha256-${sha256(text).digest('base64')}`;
}

/** A build file named by its content (`page-style.0123456789.css`), so that new content is a new file, cached for good. */
export function contentFileName(stem: string, text: string, extension: string): string {
  return `${stem}.${sha256(text).digest('hex').slice(0, 10)}.${extension}`;
}
