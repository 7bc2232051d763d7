import type { Mailer, OutgoingMail } from '../../src/server/mail/mailer.ts';

/**
 * A mailer that keeps what it is given, for tests to read; `failing` makes every send fail as an unreachable server
 * would, and `stalled` makes every send never end, as on a server that stopped in the middle of it.
 */
export function memoryMailer(): Mailer & {
  sent: OutgoingMail[];
  failing: boolean;
  stalled: boolean;
  to(address: string): OutgoingMail[];
  last(address: string): OutgoingMail | undefined;
} {
  const sent: OutgoingMail[] = [];
  const mailer = {
    sent,
    failing: false,
    stalled: false,
    send(mail: OutgoingMail): Promise<void> {
      if (mailer.stalled) return new Promise<void>(() => undefined);
      if (mailer.failing)
        return Promise.reject(Object.assign(new Error(`Mail command failed: 550 ${mail.to} unknown`), { code: 'EENVELOPE', responseCode: 550 }));
      sent.push(mail);
      return Promise.resolve();
    },
    to: (address: string) => sent.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    last: (address: string) => mailer.to(address).at(-1),
  };
  return mailer;
}
