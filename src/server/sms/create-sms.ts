import { resolve } from 'node:path';
import type { Clock } from '../platform/clock.ts';
import { createHttpSms } from './http-sms.ts';
import { createOutboxSms } from './outbox-sms.ts';
import type { SmsSender } from './sms-sender.ts';

/** The server's text messages: the HTTP gateway of SMS_URL when set, else the local outbox folder. */
export function smsFromConfig(
  config: { SMS_URL?: string; SMS_TOKEN?: string; SMS_OUTBOX_DIR: string },
  clock: Clock,
): { sms: SmsSender; kind: 'gateway' | 'outbox' } {
  if (config.SMS_URL) return { sms: createHttpSms({ url: config.SMS_URL, token: config.SMS_TOKEN }), kind: 'gateway' };
  return { sms: createOutboxSms({ dir: resolve(config.SMS_OUTBOX_DIR), clock }), kind: 'outbox' };
}
