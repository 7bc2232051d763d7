import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, registerMember } from '../../src/domain/api/member.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { type ParsedMail, parseEml } from '../support/eml.ts';

const outbox = () => {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by tests/playwright.config.ts');
  return dir;
};

/** The messages the server under test wrote to its outbox for one address. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = (await readdir(outbox())).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (f) => parseEml(await readFile(join(outbox(), f)))));
  return mails.filter((m) => m.headers.to === address);
}

test('a member who forgot the password gets a link by e-mail, sets a new password and logs in with it', async ({ page, request }) => {
  const email = `reset-${Date.now()}-${randomInt(1e6)}@example.com`;
  const api = e2eApi(request);
  const { memberNo } = await api.ok(registerMember, {
    params: { site: 'fr', lang: 'fr' },
    body: {
      givenName: 'Lea',
      surname: 'Martin',
      email,
      areaCode: '33',
      phone: String(600_000_000 + randomInt(99_999_999)),
      pw: await encryptedPassword(api, '246810'),
    },
  });
  const fr = messagesOf('fr');

  await page.goto('/tk/fr/fr/password/forgot/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: fr['route.password.forgot.title'] })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: fr['password.forgot.id'] }).fill(email);
  await page.getByRole('textbox', { name: fr['ui.captcha.code'] }).fill(E2E_CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(fr['password.forgot.sent'].replace('{minutes}', '30'));
  await noAxeViolations(page);

  await expect.poll(async () => (await mailsTo(email)).filter((m) => m.subject === fr['mail.reset.subject']).length).toBe(1);
  const mail = (await mailsTo(email)).find((m) => m.subject === fr['mail.reset.subject']);
  expect(mail?.text).toContain(memberNo);
  const link = /https?:\/\/\S+\/tk\/fr\/fr\/password\/reset\/\?token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await islandsHydrated(page);
  const first = page.getByLabel(fr['password.reset.new'], { exact: true });
  await first.fill('135790');
  await page.getByLabel(fr['password.reset.repeat']).fill('135791');
  await page.getByRole('button', { name: fr['password.reset.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(fr['password.reset.mismatch']);
  await page.getByLabel(fr['password.reset.repeat']).fill('135790');
  await page.getByLabel(fr['password.reset.repeat']).press('Enter');
  await expect(page.getByRole('status')).toHaveText(fr['password.reset.done']);
  await expect(page.getByRole('main').getByRole('link', { name: fr['password.reset.login'] })).toHaveJSProperty(
    'href',
    new URL('/tk/fr/fr/login/', page.url()).href,
  );
  await noAxeViolations(page);

  const login = async (password: string) =>
    api.send(logIn, { body: { country: 'fr', language: 'fr', loginType: 'account', id: email, pw: await encryptedPassword(api, password) } });
  const withNew = await login('135790');
  expect(withNew.status).toBe(200);
  expect('user' in withNew.reply && withNew.reply.user.id).toBe(memberNo);
  expect((await login('246810')).failure.ex).toBe('CZSSO030014');

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(fr['password.reset.new'], { exact: true }).fill('864200');
  await page.getByLabel(fr['password.reset.repeat']).fill('864200');
  await page.getByRole('button', { name: fr['password.reset.submit'] }).click();
  await expect(page.getByRole('alert')).toHaveText(fr['error.linkInvalid']);
});

test('the verification link of a new member confirms the address when opened', async ({ page, request }) => {
  const email = `verify-${Date.now()}-${randomInt(1e6)}@example.com`;
  const api = e2eApi(request);
  await api.ok(registerMember, {
    params: { site: 'kr', lang: 'ko' },
    body: {
      givenName: 'Minji',
      surname: 'Kim',
      email,
      areaCode: '82',
      phone: String(1_000_000_000 + randomInt(999_999_999)),
      pw: await encryptedPassword(api, '246810'),
    },
  });
  const ko = messagesOf('ko');
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe(ko['mail.verify.subject']);
  const link = new URL(/https?:\/\/\S+\/tk\/kr\/ko\/account\/verify\/\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? 'http://x/');
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toHaveText(ko['account.verify.done']);
  await noAxeViolations(page);
});
