import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

interface SentSms {
  readonly to: string;
  readonly text: string;
  readonly sentAt: string;
}

function outbox(): string {
  const dir = process.env.E2E_SMS_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_SMS_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
}

/** The text messages the server under test wrote to its outbox for one number (E.164, e.g. +64211234567), oldest first. */
export async function smsTo(phone: string): Promise<SentSms[]> {
  const files = (await readdir(outbox())).filter((f) => f.endsWith('.json')).sort();
  const sent = await Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outbox(), f), 'utf8')) as SentSms));
  return sent.filter((sms) => sms.to === phone);
}

/** The six-digit code of the newest text message to the number sent after `since`, once it has arrived. */
export async function smsCodeTo(phone: string, since: Date): Promise<string> {
  const find = async () => {
    const latest = (await smsTo(phone)).filter((sms) => new Date(sms.sentAt).getTime() >= since.getTime()).at(-1);
    return /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1] ?? '';
  };
  await expect.poll(find).not.toBe('');
  return find();
}
