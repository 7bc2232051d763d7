import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { completeRegistration, registerMember } from '../../src/domain/api/member.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { ApiClient } from './api.ts';
import { encryptedPassword } from './e2e-api.ts';
import { E2E_CAPTCHA } from './e2e-constants.ts';
import { type ParsedMail, parseEml } from './eml.ts';

function outbox(): string {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
}

/** The messages the server under test wrote to its outbox for one address. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(outbox())).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => parseEml(await readFile(join(outbox(), f)))));
  return mails.filter((m) => m.headers.to === address);
}

/** The registration link of the latest mail to the address, as a path of the storefront, once it has arrived. */
export async function joinLinkTo(address: string): Promise<string> {
  const find = async () => {
    const text = (await mailsTo(address)).at(-1)?.text ?? '';
    const found = /https?:\/\/\S+(\/tk\/\S+\/register\/\?token=[A-Za-z0-9_-]{43})/.exec(text);
    return found?.[1] ?? '';
  };
  await expect.poll(find).not.toBe('');
  return find();
}

/** Someone who joins through the API; the names default to Ana Silva of New Zealand. */
export interface E2eJoiner {
  readonly email: string;
  readonly phone: string;
  readonly givenName?: string;
  readonly surname?: string;
  readonly areaCode?: string;
  readonly password?: string;
}

/**
 * Joins through the API as the register page would, then opens the mailed link through the same request context,
 * which is logged in afterwards. Each run comes from an address of its own (the server believes the forwarding
 * header of the local test proxy), so that the browser tests' registrations do not meet the per-address limit.
 */
export async function joinThroughApi(api: ApiClient, who: E2eJoiner, page: { site: string; lang: Lang } = { site: 'nz', lang: 'en' }): Promise<string> {
  const from = { headers: { 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` } };
  const captchaId = `e2e-join-${Date.now()}-${randomInt(1e9)}`;
  await api.send(getCaptcha, { query: { i: captchaId } }, from);
  const { givenName = 'Ana', surname = 'Silva', areaCode = '64', email, phone } = who;
  const pw = await encryptedPassword(api, who.password ?? '246810');
  await api.ok(registerMember, { params: page, body: { givenName, surname, email, areaCode, phone, pw, captchaId, ca: E2E_CAPTCHA } }, from);
  const token = new URL(await joinLinkTo(email), 'http://localhost').searchParams.get('token') ?? '';
  return (await api.ok(completeRegistration, { params: page, body: { token } })).memberNo;
}
