import type { Mailer, OutgoingMail } from '../../src/server/mail/mailer.ts';

/**
 * A mailer that keeps what it is given, for tests to read; `failing` makes every send fail as an unreachable server
 * would, `stalled` makes every send never end, as on a server that stopped in the middle of it, and `hold` keeps the
 * sends waiting until the test lets them all end at once.
 */
export function memoryMailer(): Mailer & {
  sent: OutgoingMail[];
  failing: boolean;
  stalled: boolean;
  hold(): { waiting(): number; release(): void };
  to(address: string): OutgoingMail[];
  last(address: string): OutgoingMail | undefined;
} {
  const sent: OutgoingMail[] = [];
  let held: Array<() => void> | undefined;
  const mailer = {
    sent,
    failing: false,
    stalled: false,
    send(mail: OutgoingMail): Promise<void> {
      if (mailer.stalled) return new Promise<void>(() => undefined);
      if (held) {
        const waiting = held;
        return new Promise<void>((resolve) => waiting.push(resolve)).then(() => mailer.send(mail));
      }
      if (mailer.failing)
        return Promise.reject(Object.assign(new Error(`Mail command failed: 550 ${mail.to} unknown`), { code: 'EENVELOPE', responseCode: 550 }));
      sent.push(mail);
      return Promise.resolve();
    },
    hold() {
      const waiting: Array<() => void> = [];
      held = waiting;
      return {
        waiting: () => waiting.length,
        release() {
          held = undefined;
          for (const resume of waiting) resume();
        },
      };
    },
    to: (address: string) => sent.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    last: (address: string) => mailer.to(address).at(-1),
  };
  return mailer;
}
