/**
 * A small reader of the RFC 5322 / MIME messages the outbox writes, so tests can
 * check that a .eml file is a whole, well-formed message and find its link.
 */
export interface ParsedPart {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
  readonly parts: readonly ParsedPart[];
}

export interface ParsedMail {
  readonly headers: Readonly<Record<string, string>>;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly { filename: string; contentType: string; content: string }[];
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) throw new Error('No blank line between headers and body');
  const gap = raw.slice(at).match(/^\r?\n\r?\n/)?.[0].length ?? 2;
  return { head: raw.slice(0, at), body: raw.slice(at + gap) };
}

function readHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`Not a header line: ${line}`);
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'latin1'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function param(header: string | undefined, name: string): string | undefined {
  const found = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header ?? '');
  return found ? (found[2] ?? found[1]) : undefined;
}

function readPart(raw: string): ParsedPart {
  const { head, body } = splitHead(raw);
  const headers = readHeaders(head);
  const boundary = /^multipart\//i.test(headers['content-type'] ?? '') ? param(headers['content-type'], 'boundary') : undefined;
  if (!boundary) return { headers, body: decodeBody(body, headers['content-transfer-encoding']), parts: [] };
  const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
  const parts = sections
    .slice(1)
    .filter((s) => s.trim() !== '')
    .map(readPart);
  if (!body.includes(`--${boundary}--`)) throw new Error('A multipart body without its closing boundary');
  return { headers, body: Buffer.alloc(0), parts };
}

function leaves(part: ParsedPart): ParsedPart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}

/** Reads a whole message; throws when it is not one. */
export function parseEml(raw: string | Buffer): ParsedMail {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const root = readPart(text);
  for (const required of ['from', 'to', 'subject', 'date', 'message-id', 'mime-version']) {
    if (!root.headers[required]) throw new Error(`Missing header ${required}`);
  }
  const all = leaves(root);
  const isAttachment = (p: ParsedPart) => /attachment/i.test(p.headers['content-disposition'] ?? '');
  // Text is sent with CRLF line breaks, as MIME wants; it is read back with the \n the mail was written with.
  const body = (type: string) =>
    (all.find((p) => !isAttachment(p) && (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type))?.body.toString('utf8') ?? '').replace(
      /\r\n/g,
      '\n',
    );
  return {
    headers: root.headers,
    subject: decodeHeader(root.headers.subject),
    text: body('text/plain'),
    html: body('text/html'),
    attachments: all.filter(isAttachment).map((p) => ({
      filename: decodeHeader(param(p.headers['content-disposition'], 'filename') ?? ''),
      contentType: (p.headers['content-type'] ?? '').split(';')[0].trim(),
      content: p.body.toString('utf8'),
    })),
  };
}
