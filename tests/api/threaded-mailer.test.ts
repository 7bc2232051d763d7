import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutgoingMail } from '../../src/server/mail/mailer.ts';
import { type ConfirmationContext, confirmationMail } from '../../src/server/mail/order-mails.ts';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer.ts';
import { createThreadedMailer, MailThreadError } from '../../src/server/mail/threaded-mailer.ts';
import { systemClock } from '../../src/server/platform/clock.ts';
import { parseEml } from '../support/eml.ts';
import { orderWithExtras } from '../support/order-view-fixture.ts';

const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:C1234567890123@demo', 'SUMMARY:CAN → AKL', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const confirmation = (n: number): OutgoingMail => ({
  to: `traveller${n}@example.com`,
  subject: `Booking ${n} confirmed: Guangzhou → Auckland`,
  text: `Order ${n}: Guangzhou → Auckland`,
  html: `<p lang="en">Order ${n}: Guangzhou → Auckland</p>`,
  attachments: [{ filename: 'trip.ics', content: ICS, contentType: 'text/calendar; method=PUBLISH' }],
});

const FROM = 'Demo Air <no-reply@demo-air.example>';

describe('the mailer on its own thread', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'threaded-mailer-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const outboxMails = async (outbox: string) =>
    Promise.all((await readdir(outbox)).filter((name) => name.endsWith('.eml')).map(async (name) => parseEml(await readFile(join(outbox, name), 'latin1'))));

  it('writes each mail to the outbox as a complete message, its calendar attached, once its send resolves', async () => {
    const outbox = join(dir, 'sent');
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox });
    try {
      await mailer.send(confirmation(1));
      const [mail] = await outboxMails(outbox);
      expect(mail.subject).toBe('Booking 1 confirmed: Guangzhou → Auckland');
      expect(mail.text).toContain('Order 1: Guangzhou → Auckland');
      expect(mail.html).toContain('lang="en"');
      expect(mail.attachments).toEqual([{ filename: 'trip.ics', contentType: 'text/calendar', content: ICS }]);
    } finally {
      await mailer.close();
    }
  });

  it('composes an order’s confirmation on the thread as the request thread would, in the order’s language, calendar and all', async () => {
    const outbox = join(dir, 'composed');
    const order = orderWithExtras({ lang: 'ja' });
    const context: ConfirmationContext = {
      lang: 'ja',
      timeZones: new Map([
        ['CAN', 'Asia/Shanghai'],
        ['KMG', 'Asia/Shanghai'],
      ]),
      link: `https://shop.example/tk/nz/ja/my/order/detail/${order.orderNo}/`,
      uidDomain: 'shop.example',
      now: new Date('2026-06-01T00:00:00Z'),
    };
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox });
    try {
      await mailer.sendConfirmation(order, context);
      const [mail] = await outboxMails(outbox);
      const here = confirmationMail(order, context);
      expect(mail.subject).toBe(here.subject);
      expect(mail.text.trimEnd()).toBe(here.text.trimEnd());
      expect(mail.html).toContain('<html lang="ja">');
      expect(mail.attachments).toEqual([{ filename: `${order.orderNo}.ics`, contentType: 'text/calendar', content: here.attachments?.[0].content }]);
    } finally {
      await mailer.close();
    }
  });

  it('fails a confirmation the thread cannot compose, and writes nothing', async () => {
    const outbox = join(dir, 'uncomposed');
    const order = orderWithExtras();
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox });
    try {
      const composing = mailer.sendConfirmation(order, {
        lang: 'en',
        timeZones: new Map(),
        link: 'https://shop.example/',
        uidDomain: 'shop.example',
        now: new Date(),
      });
      await expect(composing).rejects.toThrow(MailThreadError);
      await expect(composing).rejects.toThrow('No time zone for airport CAN');
      // The outbox folder is made with the first mail written: none was.
      expect(await readdir(outbox).catch(() => [])).toEqual([]);
    } finally {
      await mailer.close();
    }
  });

  it('lets the mail under way finish when it closes, and refuses mail after', async () => {
    const outbox = join(dir, 'closing');
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox });
    const sends = [1, 2, 3].map((n) => mailer.send(confirmation(n)));
    await mailer.close();
    await Promise.all(sends);
    expect((await outboxMails(outbox)).map((mail) => mail.subject).sort()).toEqual([1, 2, 3].map((n) => `Booking ${n} confirmed: Guangzhou → Auckland`));
    await expect(mailer.send(confirmation(4))).rejects.toThrow('the mailer is closed');
  });

  it('fails a send with the name and code the same send fails with on the request thread', async () => {
    // Nothing listens on port 9 of loopback (discard), so the connection is refused.
    const settings = { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: FROM, MAIL_OUTBOX_DIR: join(dir, 'unused') };
    const here = await createSmtpMailer({ url: settings.SMTP_URL, from: FROM, clock: systemClock })
      .send(confirmation(5))
      .then(
        () => undefined,
        (error: unknown) => error as Error & { code?: string },
      );
    const mailer = createThreadedMailer(settings);
    try {
      const there = await mailer.send(confirmation(5)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(here?.code).toBeTypeOf('string');
      expect(there).toBeInstanceOf(MailThreadError);
      expect(there).toMatchObject({ name: here?.name, code: here?.code, message: here?.message });
    } finally {
      await mailer.close();
    }
  });

  const STAND_IN = new URL('../support/stand-in-mail-thread.ts', import.meta.url);
  const threadsStarted = async (outbox: string) => (await readFile(join(outbox, 'threads.log'), 'utf8')).split('\n').filter(Boolean).length;

  it('fails the mail a thread held when it ends, and sends the next on a new thread', async () => {
    const outbox = join(dir, 'ending');
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox }, { script: STAND_IN });
    try {
      await expect(mailer.send({ ...confirmation(6), subject: 'end the thread' })).rejects.toThrow('the mail thread ended (code 3)');
      await expect(mailer.send(confirmation(7))).resolves.toBeUndefined();
      expect(await threadsStarted(outbox)).toBe(2);
    } finally {
      await mailer.close();
    }
  });

  it('keeps one thread while mail comes, and ends it once none has come for a while, giving its memory back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outbox = join(dir, 'idle');
    const mailer = createThreadedMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox }, { script: STAND_IN, idleMs: 5_000 });
    try {
      await mailer.send(confirmation(8));
      vi.advanceTimersByTime(4_999);
      await mailer.send(confirmation(9));
      expect(await threadsStarted(outbox)).toBe(1);
      vi.advanceTimersByTime(5_000);
      await mailer.send(confirmation(10));
      expect(await threadsStarted(outbox)).toBe(2);
    } finally {
      vi.useRealTimers();
      await mailer.close();
    }
  });
});
