import { randomUUID } from 'node:crypto';
import type { MailAttachment, OutgoingMail } from './mailer.ts';
import { utf8Pieces } from './utf8-pieces.ts';

/**
 * An outgoing mail as one RFC 5322 message with MIME (RFC 2045–2047, 2231), which the outbox writes and the SMTP
 * mailer hands over as it is. Composed here in one pass over strings, an order's confirmation takes about a third of
 * the CPU that nodemailer's composer, a stack of streams, took for it (0.13 against 0.45 ms on these machines).
 */

const CRLF = '\r\n';
/** RFC 2045's longest encoded line. */
const ENCODED_LINE = 76;
/** RFC 5322's recommended longest header line. */
const HEADER_LINE = 78;
/** The UTF-8 bytes of one RFC 2047 encoded word: 45 bytes are 60 base64 characters, 72 with `=?UTF-8?B?` and `?=`. */
const WORD_BYTES = 45;

const isAscii = (text: string) => /^[\x20-\x7e\t]*$/.test(text);

/** A header's name as RFC 5322 allows it: printable ASCII but the colon. */
const HEADER_NAME = /^[\x21-\x39\x3b-\x7e]+$/;

/** A value written into a header: a line break in it would start a header of its own (header injection). */
function headerSafe(value: string): string {
  if (/[\r\n\0]/.test(value)) throw new Error('A mail header value holds a line break');
  return value;
}

/** Text in RFC 2047 encoded words, each within WORD_BYTES, split between characters and never inside one. */
const encodedWords = (text: string): string[] => utf8Pieces(text, WORD_BYTES, WORD_BYTES).map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`);

/** One header, folded at spaces to lines of HEADER_LINE where it can be; text beyond ASCII in encoded words. */
function header(name: string, value: string): string {
  if (!HEADER_NAME.test(name)) throw new Error(`Not a mail header name: ${name}`);
  // ASCII that looks like an encoded word is encoded too, so that a reader never decodes what was written as it is.
  const plain = isAscii(headerSafe(value)) && !value.includes('=?');
  const words = plain ? value.split(' ') : encodedWords(value);
  const lines: string[] = [];
  let line = `${name}:`;
  for (const word of words) {
    if (line.length + 1 + word.length > HEADER_LINE && line.length > name.length + 1) {
      lines.push(line);
      line = '';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join(CRLF);
}

/** An address as `Name <box@host>` or a bare `box@host`: its display name (empty for a bare one) and its mailbox. */
function mailbox(address: string): { readonly name: string; readonly box: string } {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(address);
  return named ? { name: named[1], box: named[2] } : { name: '', box: address.trim() };
}

/** The mailbox of an address such as `Name <box@host>`, as the SMTP envelope names it. */
export const bareAddress = (address: string): string => mailbox(address).box;

/** An address as a header writes it: the display name quoted or encoded as it needs. */
function addressHeader(address: string): string {
  const { name, box } = mailbox(headerSafe(address));
  if (name === '') return box;
  if (!isAscii(name)) return `${encodedWords(name).join(' ')} <${box}>`;
  // RFC 5322's atext and spaces stand bare; anything else is a quoted string.
  return /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(name) ? `${name} <${box}>` : `"${name.replace(/["\\]/g, '\\$&')}" <${box}>`;
}

/** The date as RFC 5322 writes it, in UTC: `Mon, 30 Nov 2026 05:16:29 +0000`. */
function mailDate(date: Date): string {
  const [weekday, day, month, year, time] = date.toUTCString().replace(',', '').split(' ');
  return `${weekday}, ${day} ${month} ${year} ${time} +0000`;
}

/** Bytes in base64, in lines of ENCODED_LINE. */
function base64Lines(bytes: Buffer): string {
  const text = bytes.toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += ENCODED_LINE) lines.push(text.slice(at, at + ENCODED_LINE));
  return lines.join(CRLF);
}

/** What quoted-printable encodes anywhere: all but printable ASCII, space and tab, and `=` itself. */
const ENCODED_ANYWHERE = /[^\x20-\x3c\x3e-\x7e\t]/gu;

/** A character as quoted-printable's `=XX` for each of its UTF-8 bytes. */
const escaped = (char: string) =>
  Buffer.from(char)
    .toString('hex')
    .toUpperCase()
    .replace(/../g, (hex) => `=${hex}`);

/** One line in quoted-printable: encoded, its last space or tab too, then broken softly where it is longer than a line. */
function quotedLine(line: string): string {
  let encoded = line.replace(ENCODED_ANYWHERE, escaped);
  if (encoded.endsWith(' ') || encoded.endsWith('\t')) encoded = `${encoded.slice(0, -1)}${escaped(encoded.slice(-1))}`;
  const pieces: string[] = [];
  // Each piece but the last ends in the soft break `=`, which takes a column of its own; no `=XX` is cut in two.
  while (encoded.length > ENCODED_LINE) {
    let cut = ENCODED_LINE - 1;
    if (encoded[cut - 1] === '=') cut -= 1;
    else if (encoded[cut - 2] === '=') cut -= 2;
    pieces.push(`${encoded.slice(0, cut)}=`);
    encoded = encoded.slice(cut);
  }
  pieces.push(encoded);
  return pieces.join(CRLF);
}

/**
 * Text in quoted-printable (RFC 2045 §6.7), its own line breaks kept as hard breaks: printable ASCII stands as it is
 * but `=`, a space or tab ending a line is encoded, and longer lines break softly within ENCODED_LINE.
 */
function quotedPrintable(lines: readonly string[]): string {
  const body = lines.map(quotedLine).join(CRLF);
  // Text that does not end in a line break ends in a soft one, so that the message's own last CRLF adds none.
  return lines.at(-1) === '' ? body : `${body}=${CRLF}`;
}

/** A MIME part: its own headers and its body, encoded for transfer. */
interface Part {
  readonly headers: readonly string[];
  readonly body: string;
}

/**
 * Text as a part, its lines ending in CRLF as MIME wants: quoted-printable where it is mostly ASCII (readable as it is
 * in the outbox), base64 where most of it is not (CJK text would take three times its size in quoted-printable).
 */
function textPart(type: 'text/plain' | 'text/html', text: string): Part {
  const lines = text.split(/\r?\n/);
  const bytes = Buffer.from(lines.join(CRLF));
  let beyondAscii = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 126) beyondAscii++;
  const base64 = beyondAscii * 6 > bytes.length;
  return {
    headers: [`Content-Type: ${type}; charset=utf-8`, `Content-Transfer-Encoding: ${base64 ? 'base64' : 'quoted-printable'}`],
    body: base64 ? base64Lines(bytes) : quotedPrintable(lines),
  };
}

/** A file name as a parameter: quoted where it is plain ASCII, else in RFC 2231's UTF-8 form. */
function fileParam(name: string, filename: string): string {
  if (/^[\x20-\x7e]+$/.test(filename) && !/["\\]/.test(filename)) return `${name}="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${name}*=UTF-8''${encoded}`;
}

function attachmentPart(file: MailAttachment): Part {
  return {
    headers: [
      `Content-Type: ${headerSafe(file.contentType)};${CRLF} ${fileParam('name', file.filename)}`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment;${CRLF} ${fileParam('filename', file.filename)}`,
    ],
    body: base64Lines(Buffer.from(file.content)),
  };
}

/**
 * Parts in one multipart part. The boundary holds `=_`, which neither base64 nor quoted-printable ever writes, so no
 * encoded body can contain it.
 */
function multipart(subtype: 'mixed' | 'alternative', parts: readonly Part[]): Part {
  // A UUID's 122 random bits, drawn from the entropy Node keeps at hand for UUIDs, rather than a call to the
  // generator of its own for every part: those calls were a twentieth of the mail thread's time.
  const boundary = `=_${subtype}_${randomUUID().replaceAll('-', '')}`;
  const body = parts.map((part) => `--${boundary}${CRLF}${part.headers.join(CRLF)}${CRLF}${CRLF}${part.body}${CRLF}`).join('');
  return { headers: [`Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"`], body: `${body}--${boundary}--` };
}

/** The mail's body: its text, with its HTML as the alternative, and its attachments after them. */
function bodyOf(mail: OutgoingMail): Part {
  const text = textPart('text/plain', mail.text);
  const content = mail.html ? multipart('alternative', [text, textPart('text/html', mail.html)]) : text;
  const files = mail.attachments ?? [];
  return files.length > 0 ? multipart('mixed', [content, ...files.map(attachmentPart)]) : content;
}

/** The whole message, as sent by `from` at `date`. */
export function mimeMessage(mail: OutgoingMail, options: { readonly from: string; readonly date: Date }): Buffer {
  const domain = bareAddress(options.from).split('@')[1] ?? 'localhost';
  const body = bodyOf(mail);
  const own = Object.entries(mail.headers ?? {}).map(([name, value]) => header(name, value));
  const head = [
    `From: ${addressHeader(options.from)}`,
    `To: ${addressHeader(mail.to)}`,
    header('Subject', mail.subject),
    `Date: ${mailDate(options.date)}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    ...own,
    ...body.headers,
  ];
  const end = body.body.endsWith(CRLF) ? '' : CRLF;
  return Buffer.from(`${head.join(CRLF)}${CRLF}${CRLF}${body.body}${end}`);
}
