import { createHash } from 'node:crypto';
import type { ProofType } from '../../domain/special-passengers/registration.ts';
import { AppError } from '../errors.ts';

/** A proof file as it is kept: its type as its bytes show it, never as its name or the browser says. */
export interface ProofFile {
  readonly fileName: string;
  readonly contentType: ProofType;
  readonly size: number;
  readonly sha256: string;
  readonly content: Buffer;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);

/** The type of a file by its leading bytes (JPEG, PNG, WebP, PDF), or undefined for anything else. */
export function sniffProofType(bytes: Buffer): ProofType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}

const EXTENSIONS: Readonly<Record<ProofType, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** A file name safe to show and to write: letters, digits, dots, dashes; the extension its type has. */
export function safeFileName(given: string, type: ProofType, index: number): string {
  const stem = given
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || `proof-${index + 1}`}.${EXTENSIONS[type]}`;
}

/** Reads and checks the uploaded proof; a file that is neither an image nor a PDF is refused with fileType on the files field. */
export async function readProofFiles(files: readonly Blob[]): Promise<ProofFile[]> {
  return Promise.all(
    files.map(async (file, index) => {
      const content = Buffer.from(await file.arrayBuffer());
      const contentType = sniffProofType(content);
      if (!contentType) throw new AppError('fileType', { fields: { files: { code: 'fileType' } } });
      const name = file instanceof File ? file.name : '';
      return {
        fileName: safeFileName(name, contentType, index),
        contentType,
        size: content.length,
        sha256: createHash('sha256').update(content).digest('hex'),
        content,
      };
    }),
  );
}
