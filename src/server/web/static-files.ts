import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { BoundedCache } from '../platform/bounded-cache.ts';

const gzipped = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** A page file found: its path, size and modification time. */
export type FoundFile = { file: string; size: number; mtime: Date };

/** The file for a path below the base, or undefined when it would leave the folder or does not exist. */
export async function findFile(root: string, relPath: string): Promise<FoundFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relPath);
  } catch {
    return undefined;
  }
  const wanted = normalize(join(root, decoded.endsWith('/') || decoded === '' ? `${decoded}index.html` : decoded));
  if (wanted !== root && !wanted.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)) return undefined;
  // Astro writes its 404 and 500 pages as 404.html and 500.html rather than folders.
  for (const candidate of [wanted, join(wanted, 'index.html'), wanted.replace(/[\\/]index\.html$/, '.html')]) {
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, size: info.size, mtime: info.mtime };
    } catch {
      // Not there; try the next form.
    }
  }
  return undefined;
}

/** How long a lookup's answer is trusted by fileLookups. */
export const FILE_LOOKUP_MS = 1_000;

/**
 * findFile with each answer kept for `lookupMs` (a file that appears, changes or goes is seen that much later): the
 * page tree changes only when it is built again, and a page with parameters, such as the paid page every order
 * comes back to, was looked up on the disk on every visit (2% of the request thread under the order load).
 */
export function fileLookups(options: { lookupMs?: number; now?: () => number; maxBytes?: number } = {}) {
  const { lookupMs = FILE_LOOKUP_MS, now = () => performance.now(), maxBytes = 256 * 1024 } = options;
  const known = new BoundedCache<string, { found: FoundFile | undefined; at: number }>({ maxBytes, sizeOf: () => 256 });
  return async (root: string, relPath: string): Promise<FoundFile | undefined> => {
    const key = `${root}\0${relPath}`;
    const kept = known.get(key);
    if (kept && now() - kept.at < lookupMs) return kept.found;
    const at = now();
    const found = await findFile(root, relPath);
    if (lookupMs > 0) known.set(key, { found, at });
    return found;
  };
}

/** Files up to this size are kept in memory as they are sent (compressed where the browser takes it). */
const KEPT_FILE_BYTES = 256 * 1024;

/**
 * The bodies of the small files the server sends most (the pages, their scripts and sheets), as sent: read and
 * compressed once rather than on every request. A file is known by its path, size and modification time, so a
 * file written again is read again.
 */
export function fileBodies(maxBytes = 8 * 1024 * 1024): BoundedCache<string, Buffer> {
  return new BoundedCache<string, Buffer>({ maxBytes, sizeOf: (body) => body.length });
}

/** Sends a file with its type, validators and caching: hashed build assets forever, pages always revalidated. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: FoundFile,
  options: { status?: number; immutable?: boolean; headers?: Record<string, string>; bodies?: BoundedCache<string, Buffer> } = {},
): Promise<void> {
  const ext = extname(found.file);
  const etag = `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
  const status = options.status ?? 200;
  res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('etag', etag);
  res.setHeader('cache-control', options.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  res.setHeader('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) res.setHeader('content-encoding', 'gzip');
  const { bodies } = options;
  if (bodies && found.size <= KEPT_FILE_BYTES && req.method !== 'HEAD') {
    const key = `${found.file}|${found.size}|${found.mtime.getTime()}|${gzip ? 'gzip' : ''}`;
    const body = bodies.get(key) ?? bodies.set(key, gzip ? await gzipped(await readFile(found.file)) : await readFile(found.file));
    res.setHeader('content-length', String(body.length));
    res.writeHead(status).end(body);
    return;
  }
  if (!gzip) res.setHeader('content-length', String(found.size));
  res.writeHead(status);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(found.file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}
