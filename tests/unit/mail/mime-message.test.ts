import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../src/server/mail/mailer.ts';
import { bareAddress, mimeMessage } from '../../../src/server/mail/mime-message.ts';

const SENT = new Date('2026-11-21T08:05:09Z');
const FROM = 'Demo Air <no-reply@demo-air.example>';

const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:C1@demo', 'SUMMARY:CAN → AKL', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const confirmation = (over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: 'mei.lin@example.com',
  subject: 'ご予約が確定しました：広州 → オークランド（予約番号 C1234567890123456）',
  text: 'Mei Lin 様\n\nご予約ありがとうございます。\nお支払い総額: NZ$355.00\n',
  html: '<!doctype html>\n<html lang="ja"><body><p>Mei Lin 様</p></body></html>\n',
  attachments: [{ filename: 'C1234567890123456.ics', content: ICS, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  ...over,
});

/** The message as an independent mail parser reads it, and as written. */
async function read(mail: OutgoingMail, from = FROM) {
  const raw = mimeMessage(mail, { from, date: SENT });
  const parsed = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  return { raw: raw.toString('latin1'), parsed };
}

/** Quoted-printable text of a multipart part: the parser keeps the line break before the boundary, which MIME counts as the boundary's own. */
const partText = (text: string | undefined) => text?.replace(/\r\n/g, '\n').replace(/\n$/, '');

const bytesOf = (content: ArrayBuffer | Uint8Array | string) => Buffer.from(content as ArrayBuffer).toString('utf8');

describe('a mail as a MIME message', () => {
  it('reads back in a standard parser with its sender, recipient, date, subject, text, HTML and calendar', async () => {
    const { parsed } = await read(confirmation());
    expect(parsed.from).toEqual({ name: 'Demo Air', address: 'no-reply@demo-air.example' });
    expect(parsed.to).toEqual([{ name: '', address: 'mei.lin@example.com' }]);
    expect(parsed.date).toBe(SENT.toISOString());
    expect(parsed.subject).toBe(confirmation().subject);
    // Japanese text goes in base64, whose decoding ends where the part does.
    expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(confirmation().text);
    expect(parsed.html).toContain('<p>Mei Lin 様</p>');
    expect(parsed.attachments).toEqual([
      expect.objectContaining({ filename: 'C1234567890123456.ics', mimeType: 'text/calendar', disposition: 'attachment', method: 'PUBLISH' }),
    ]);
    // The parser reads a text attachment's line breaks as \n; the outbox's own test reads its bytes as sent.
    expect(bytesOf(parsed.attachments[0].content)).toBe(ICS.replace(/\r\n/g, '\n'));
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@demo-air\.example>$/);
  });

  it('keeps every line within 78 characters where it can and never past 998, each ended by CRLF', async () => {
    const long = 'Your booking from Guangzhou to Auckland on 10 December is confirmed; '.repeat(6);
    const { raw } = await read(confirmation({ subject: long, text: `${long}\n${'あ'.repeat(300)}\n`, html: `<p>${long}</p>` }));
    expect(raw.endsWith('\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = raw.split('\r\n');
    expect(lines.every((line) => line.length <= 998)).toBe(true);
    expect(lines.filter((line) => line.length > 78)).toEqual([]);
  });

  it('writes mostly English text readable as it is, in quoted-printable, and mostly Japanese text in base64', async () => {
    const english = await read(confirmation({ text: 'Dear Mei Lin,\nTotal paid: NZ$355.00 — thank you.\n', html: undefined, attachments: [] }));
    expect(english.raw).toContain('Content-Transfer-Encoding: quoted-printable');
    expect(english.raw).toContain('Dear Mei Lin,\r\nTotal paid: NZ$355.00 =E2=80=94 thank you.');
    const japanese = await read(confirmation({ html: undefined, attachments: [] }));
    expect(japanese.raw).toContain('Content-Transfer-Encoding: base64');
    expect(japanese.parsed.text?.replace(/\r\n/g, '\n')).toBe(confirmation().text);
  });

  it('encodes an equals sign and a space at the end of a line, and breaks a long line softly, so that the text comes back byte for byte', async () => {
    const text = `a=b \nend\t\n${'x'.repeat(200)}=\n`;
    const { raw, parsed } = await read({ to: 'a@example.com', subject: 'Test', text });
    expect(raw).toContain('a=3Db=20\r\nend=09\r\n');
    expect(parsed.text?.replace(/\r\n/g, '\n')).toBe(text);
  });

  it('gives a message with text only a single part, and one with text and HTML the two as alternatives', async () => {
    const plain = await read({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.\n' });
    expect(plain.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(plain.raw).not.toContain('multipart');
    const both = await read({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456.\n', html: '<p>Your code is 123456.</p>\n' });
    expect(both.raw).toMatch(/^Content-Type: multipart\/alternative;$/m);
    expect(both.raw).not.toContain('multipart/mixed');
    expect(partText(both.parsed.html)).toBe('<p>Your code is 123456.</p>\n');
  });

  it('carries its own headers, such as the List-Unsubscribe pair, and names the sender in encoded words or quotes as needed', async () => {
    const oneClick = 'https://shop.example/api/ur/oneClickUnsubscribe?token=1.abc';
    const mail = confirmation({ headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const { parsed } = await read(mail, '演示航空 <no-reply@demo-air.example>');
    const header = (key: string) => parsed.headers.find((h) => h.key === key)?.value;
    expect(header('list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parsed.from).toEqual({ name: '演示航空', address: 'no-reply@demo-air.example' });
    const quoted = await read(mail, 'Demo Air, Customer Care <care@demo-air.example>');
    expect(quoted.raw).toContain('From: "Demo Air, Customer Care" <care@demo-air.example>');
    expect(quoted.parsed.from).toEqual({ name: 'Demo Air, Customer Care', address: 'care@demo-air.example' });
  });

  it('encodes an ASCII subject that looks like an encoded word, so that it reads back as written', async () => {
    const subject = 'Your code =?UTF-8?B?SGk=?= is inside';
    const { raw, parsed } = await read({ to: 'a@example.com', subject, text: 'x\n' });
    expect(raw).not.toContain(subject);
    expect(parsed.subject).toBe(subject);
  });

  it('names an attachment beyond ASCII in the UTF-8 form of RFC 2231', async () => {
    const { parsed } = await read(confirmation({ attachments: [{ filename: '旅程 C1.ics', content: ICS, contentType: 'text/calendar' }] }));
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['旅程 C1.ics']);
  });

  it('refuses a header value with a line break in it rather than let it start a header of its own', () => {
    expect(() => mimeMessage(confirmation({ subject: 'Hello\r\nBcc: someone@example.com' }), { from: FROM, date: SENT })).toThrow(/line break/);
    expect(() => mimeMessage(confirmation({ to: 'a@example.com\nBcc: b@example.com' }), { from: FROM, date: SENT })).toThrow(/line break/);
    expect(() => mimeMessage(confirmation({ headers: { 'X-Note': 'a\rb' } }), { from: FROM, date: SENT })).toThrow(/line break/);
    expect(() => mimeMessage(confirmation({ headers: { 'Bad Name': 'x' } }), { from: FROM, date: SENT })).toThrow(/header name/);
  });

  it('takes the bare address out of a named sender for the SMTP envelope', () => {
    expect(bareAddress(FROM)).toBe('no-reply@demo-air.example');
    expect(bareAddress(' no-reply@demo-air.example ')).toBe('no-reply@demo-air.example');
  });
});
