import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { linkMail } from '../../src/server/mail/member-mails.ts';
import { createOutboxMailer } from '../../src/server/mail/outbox-mailer.ts';
import { sendQuietly } from '../../src/server/mail/send-quietly.ts';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer.ts';
import { fixedClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { parseEml } from '../support/eml.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
  secure: boolean;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function smtpPeer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: options.secure ? [] : ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret pass') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@unknown.example')) callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks).toString('latin1'),
          secure: session.secure,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Demo Air//Storefront//EN',
  'BEGIN:VEVENT',
  'UID:C1234567890123@demo',
  'SUMMARY:CAN → AKL',
  'DTSTART:20261210T010000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const resetMail = (lang: 'ja' | 'de' | 'en') =>
  linkMail({
    kind: 'reset',
    lang,
    to: 'mei.lin@example.com',
    name: 'Mei Lin',
    memberNo: '412345678901',
    link: 'https://shop.example/tk/jp/ja/password/reset/?token=abc',
    validFor: 30,
  });

const sentAt = fixedClock('2026-11-21T08:00:00.000Z');

describe('the SMTP mailer', () => {
  let peer: Awaited<ReturnType<typeof smtpPeer>>;
  beforeAll(async () => {
    peer = await smtpPeer();
  });
  afterAll(async () => {
    await peer.close();
  });

  it('delivers a message with its calendar attachment to a real SMTP server, logged in with the URL’s user', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://shop:${encodeURIComponent('s3cret pass')}@127.0.0.1:${peer.port}`,
      from: 'Demo Air <no-reply@demo-air.example>',
      clock: sentAt,
    });
    await mailer.send({ ...resetMail('ja'), attachments: [{ filename: 'trip.ics', content: ICS, contentType: 'text/calendar; method=PUBLISH' }] });
    mailer.close();
    const got = peer.received.at(-1);
    expect(got).toMatchObject({ from: 'no-reply@demo-air.example', to: ['mei.lin@example.com'], user: 'shop' });
    const mail = parseEml(got?.raw ?? '');
    expect(mail.subject).toBe(messagesOf('ja')['mail.reset.subject']);
    expect(mail.text).toContain('https://shop.example/tk/jp/ja/password/reset/?token=abc');
    expect(mail.text).toContain('412345678901');
    expect(mail.html).toContain('lang="ja"');
    expect(mail.attachments).toEqual([{ filename: 'trip.ics', contentType: 'text/calendar', content: ICS }]);
  });

  it('speaks TLS from the start on smtps://', async () => {
    const secure = await smtpPeer({ secure: true });
    try {
      // The test server's certificate is its built-in self-signed one.
      const mailer = createSmtpMailer({
        url: `smtps://shop:${encodeURIComponent('s3cret pass')}@127.0.0.1:${secure.port}/?tls.rejectUnauthorized=false`,
        from: 'no-reply@demo-air.example',
        clock: sentAt,
      });
      await mailer.send(resetMail('de'));
      mailer.close();
      expect(secure.received).toHaveLength(1);
      expect(secure.received[0].secure).toBe(true);
      expect(parseEml(secure.received[0].raw).subject).toBe('Neues Passwort für Ihr Konto festlegen');
    } finally {
      await secure.close();
    }
  });

  it('fails a send the server refuses, and a quiet send logs it without the address or the link', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://shop:${encodeURIComponent('s3cret pass')}@127.0.0.1:${peer.port}`,
      from: 'no-reply@demo-air.example',
      clock: sentAt,
    });
    await expect(mailer.send({ ...resetMail('en'), to: 'nobody@unknown.example' })).rejects.toThrow();
    const logger = memoryLogger();
    sendQuietly(mailer, logger, 'passwordReset', { ...resetMail('en'), to: 'nobody@unknown.example' });
    await expect.poll(() => logger.lines.length).toBe(1);
    mailer.close();
    expect(logger.lines[0]).toMatchObject({ level: 'error', message: 'mail not sent', kind: 'passwordReset' });
    expect(JSON.stringify(logger.lines)).not.toMatch(/unknown\.example|token=|mei\.lin/);
  });

  it('refuses to send with a wrong password', async () => {
    const mailer = createSmtpMailer({ url: `smtp://shop:wrong@127.0.0.1:${peer.port}`, from: 'no-reply@demo-air.example', clock: sentAt });
    await expect(mailer.send(resetMail('en'))).rejects.toThrow();
    mailer.close();
  });
});

describe('the outbox mailer', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each message as a complete .eml file named by its time, which a mail reader can parse', async () => {
    const mailer = createOutboxMailer({
      dir: join(dir, 'outbox'),
      from: 'Demo Air <no-reply@demo-air.example>',
      clock: fixedClock('2026-11-21T08:00:00.000Z'),
    });
    await mailer.send({ ...resetMail('de'), attachments: [{ filename: 'trip.ics', content: ICS, contentType: 'text/calendar' }] });
    await mailer.send(resetMail('en'));
    const files = (await readdir(join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^2026-11-21T08-00-00-000Z-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);
    const mails = await Promise.all(files.map(async (f) => parseEml(await readFile(join(dir, 'outbox', f)))));
    const german = mails.find((m) => m.subject === 'Neues Passwort für Ihr Konto festlegen');
    expect(german?.headers.from).toBe('Demo Air <no-reply@demo-air.example>');
    expect(german?.headers.to).toBe('mei.lin@example.com');
    expect(german?.text).toContain('Guten Tag Mei Lin,');
    expect(german?.text).toContain('läuft in 30 Minuten ab');
    expect(german?.attachments).toEqual([{ filename: 'trip.ics', contentType: 'text/calendar', content: ICS }]);
    const raw = await readFile(join(dir, 'outbox', files[0]), 'latin1');
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('fails a send it cannot write, with the file system’s code, and writes the next once it can', async () => {
    const folder = join(dir, 'blocked');
    // A file where the folder should be: nothing can be written under it.
    await writeFile(folder, 'not a folder');
    const mailer = createOutboxMailer({ dir: folder, from: 'no-reply@demo-air.example', clock: fixedClock('2026-11-21T08:00:00.000Z') });
    await expect(mailer.send(resetMail('en'))).rejects.toMatchObject({ code: expect.stringMatching(/^(EEXIST|ENOTDIR)$/) });
    await rm(folder);
    await mailer.send(resetMail('en'));
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('makes its folder again when it went away after the first message', async () => {
    const folder = join(dir, 'removed');
    const mailer = createOutboxMailer({ dir: folder, from: 'no-reply@demo-air.example', clock: fixedClock('2026-11-21T08:00:00.000Z') });
    await mailer.send(resetMail('en'));
    await rm(folder, { recursive: true });
    await mailer.send(resetMail('en'));
    expect(await readdir(folder)).toHaveLength(1);
  });
});
