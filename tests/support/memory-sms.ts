import type { OutgoingSms, SmsSender } from '../../src/server/sms/sms-sender.ts';

/** A text-message sender that keeps what it is given, for tests to read. */
export function memorySms(): SmsSender & { sent: OutgoingSms[]; to(phone: string): OutgoingSms[]; lastCode(phone: string): string | undefined } {
  const sent: OutgoingSms[] = [];
  return {
    sent,
    send(sms) {
      sent.push(sms);
      return Promise.resolve();
    },
    to: (phone) => sent.filter((s) => s.to === phone),
    lastCode: (phone) => /\b(\d{6})\b/.exec(sent.filter((s) => s.to === phone).at(-1)?.text ?? '')?.[1],
  };
}
