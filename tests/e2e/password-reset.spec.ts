import { randomInt } from 'node:crypto';
import { getCaptcha } from '../../src/domain/api/captcha.ts';
import { logIn, registerMember } from '../../src/domain/api/member.ts';
import { translate } from '../../src/lib/i18n/format.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { e2eApi, encryptedPassword } from '../support/e2e-api.ts';
import { E2E_CAPTCHA } from '../support/e2e-constants.ts';
import { joinLinkTo, joinThroughApi, mailsTo } from '../support/e2e-registration.ts';
import { allowConsoleErrors, expect, test } from '../support/e2e-test.ts';

test('a member who forgot the password gets a link by e-mail, sets a new password and logs in with it', async ({ page, request }) => {
  // The used reset link is refused (410).
  allowConsoleErrors(page, /status of 410 .*resetPassword/);
  const email = `reset-${Date.now()}-${randomInt(1e6)}@example.com`;
  const api = e2eApi(request);
  const memberNo = await joinThroughApi(
    api,
    { email, givenName: 'Lea', surname: 'Martin', areaCode: '33', phone: String(600_000_000 + randomInt(99_999_999)) },
    { site: 'fr', lang: 'fr' },
  );
  const fr = messagesOf('fr');

  await page.goto('/tk/fr/fr/password/forgot/');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: fr['route.password.forgot.title'] })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: fr['password.forgot.id'] }).fill(email);
  await page.getByRole('textbox', { name: fr['ui.captcha.code'] }).fill(E2E_CAPTCHA);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(translate(fr, 'password.forgot.sent', { minutes: 30 }));
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

test('a newcomer on the Korean site opens the registration link from the mail, in Korean, and is a member, logged in', async ({ page }) => {
  // The used join link is refused (410).
  allowConsoleErrors(page, /status of 410 .*completeRegistration/);
  const email = `join-${Date.now()}-${randomInt(1e6)}@example.com`;
  const api = e2eApi(page.request);
  const ko = messagesOf('ko');
  const captchaId = `e2e-ko-${Date.now()}-${randomInt(1e6)}`;
  const from = { headers: { 'x-forwarded-for': `198.18.0.${randomInt(1, 255)}` } };
  await api.send(getCaptcha, { query: { i: captchaId } }, from);
  const body = {
    givenName: 'Minji',
    surname: 'Kim',
    email,
    areaCode: '82',
    phone: String(1_000_000_000 + randomInt(999_999_999)),
    pw: await encryptedPassword(api, '246810'),
    captchaId,
    ca: E2E_CAPTCHA,
  };
  expect(await api.ok(registerMember, { params: { site: 'kr', lang: 'ko' }, body }, from)).toEqual({ email });

  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail.subject).toBe(ko['mail.join.subject']);
  const link = await joinLinkTo(email);
  expect(link).toMatch(/^\/tk\/kr\/ko\/register\/\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: ko['register.done'] })).toBeFocused();
  await expect(page.locator('.member-no')).toHaveText(/^\d{12}$/);
  await expect(page.getByRole('banner').getByText('Minji Kim', { exact: false })).toBeVisible();
  await noAxeViolations(page);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(ko['error.linkInvalid']);
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('main').getByRole('link', { name: ko['register.again'] })).toBeVisible();
});
