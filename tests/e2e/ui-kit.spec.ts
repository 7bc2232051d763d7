import { apiPath } from '../../src/domain/api/operation.ts';
import { listAreaCodes } from '../../src/domain/api/reference.ts';
import { readSearchLink } from '../../src/domain/api/shop.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { allowConsoleErrors, expect, type Page, test } from '../support/e2e-test.ts';

const demo = (site: string, lang: string) => `/tk/${site}/${lang}/test/iframeDemo/`;

/** Islands hydrate after the page loads; a component answers once its island has. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await islandsHydrated(page);
}

test.describe('dialogs', () => {
  test('an alert is answered by keyboard, stacks from z-index 991 and gives the focus back', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    const trigger = page.getByRole('button', { name: 'Show an alert' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(dialog).toContainText('Your seat has been saved.');
    await expect(page.locator('.ui-overlay')).toHaveCSS('z-index', '991');
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await noAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').first()).toHaveText('Result: OK');
    await expect(trigger).toBeFocused();
  });

  test('a confirm answers false to Cancel and to Esc, and keeps the focus inside while open', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    await page.getByRole('button', { name: 'Ask to confirm' }).click();
    const dialog = page.getByRole('alertdialog');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status').first()).toHaveText('Result: no');
    await page.getByRole('button', { name: 'Ask to confirm' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a prompt returns what is typed, in Korean', async ({ page }) => {
    await open(page, demo('kr', 'ko'));
    await page.getByRole('button', { name: messagesOf('ko')['demo.prompt'] }).click();
    const input = page.getByRole('alertdialog').getByRole('textbox');
    await input.fill('KIM/MINJI');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').first()).toContainText('KIM/MINJI');
  });
});

test.describe('tooltip and dropdown', () => {
  test('a tooltip shows on hover and on focus and hides on Esc', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    const trigger = page.getByRole('button', { name: 'Baggage allowance' });
    await trigger.hover();
    await expect(page.getByRole('tooltip')).toHaveText('One piece of up to 23 kg in economy.');
    await expect(trigger).toHaveAccessibleDescription('One piece of up to 23 kg in economy.');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await trigger.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });

  test('the dropdown is chosen by keyboard and by pointer, in Chinese', async ({ page }) => {
    await open(page, demo('nz', 'zh'));
    const zh = messagesOf('zh');
    const label = translate(zh, 'demo.cabin');
    const cabin = page.getByRole('combobox', { name: label });
    await cabin.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: label })).toBeVisible();
    // The list opens on economy; one down is premium economy.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(cabin).toHaveText(translate(zh, 'cabin.1'));
    await cabin.click();
    const business = translate(zh, 'cabin.2');
    await page.getByRole('option', { name: business, exact: true }).click();
    await expect(cabin).toHaveText(business);
    await expect(page.getByRole('listbox', { name: label })).toBeHidden();
  });
});

test.describe('autocomplete', () => {
  test('the city field offers cities by name or code from two characters, in each language', async ({ page }) => {
    for (const [site, lang, typed, option] of [
      ['nz', 'en', 'tok', 'Tokyo (TYO)'],
      ['nz', 'zh', '东京', '东京 (TYO)'],
      ['kr', 'ko', '도쿄', '도쿄 (TYO)'],
    ] as const) {
      await open(page, demo(site, lang));
      const field = page.getByRole('combobox').nth(1);
      await field.fill(typed.slice(0, 1));
      await expect(page.getByRole('option', { name: option })).toHaveCount(0);
      await field.fill(typed);
      await expect(page.getByRole('option', { name: new RegExp(option.replace(/[()]/g, '\\$&')) })).toBeVisible();
      await field.press('ArrowDown');
      await field.press('Enter');
      await expect(field).toHaveValue(option);
      await expect(page.getByRole('status').nth(1)).toHaveText('TYO');
    }
  });

  test('an exact code comes first and a pointer can pick it', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    const field = page.getByRole('combobox', { name: 'From' });
    await field.fill('CAN');
    await expect(page.getByRole('option').first()).toContainText('Guangzhou (CAN)');
    await page.getByRole('option').first().click();
    await expect(page.getByRole('status').nth(1)).toHaveText('CAN');
  });

  test("the e-mail field completes the address with the site's mail domains", async ({ page }) => {
    await open(page, demo('kr', 'ko'));
    const field = page.getByRole('combobox', { name: '이메일' });
    await field.fill('minji@na');
    await expect(page.getByRole('option', { name: 'minji@naver.com' })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(field).toHaveValue('minji@naver.com');
  });
});

test.describe('date picker', () => {
  test('steps year, month, day by keyboard, goes back with Shift+Enter and names months in the language', async ({ page }) => {
    await open(page, demo('kr', 'ko'));
    await page.getByRole('button', { name: '날짜 선택' }).click();
    const years = page.getByRole('listbox', { name: '연도' });
    await expect(years).toBeFocused();
    const thisYear = new Date().getFullYear();
    await expect(years.getByRole('option')).toHaveCount(11);
    await expect(years.getByRole('option').first()).toHaveText(String(thisYear));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const months = page.getByRole('listbox', { name: '월' });
    await expect(months.getByRole('option').first()).toHaveText('1월');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid', { name: '일' })).toBeVisible();
    await page.keyboard.press('Shift+Enter');
    await expect(page.getByRole('listbox', { name: '월' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: '출발일' })).toHaveValue(`${thisYear + 1}-02-02`);
    await expect(page.getByRole('dialog', { name: '날짜 선택' })).toBeHidden();
  });

  test('days before today cannot be chosen, and Esc closes the picker', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    await page.getByRole('button', { name: 'Choose a date' }).click();
    await expect(page.getByRole('listbox', { name: 'Year' })).toBeFocused();
    await page.keyboard.press('Enter');
    const now = new Date();
    await page.getByRole('listbox', { name: 'Month' }).getByRole('option').nth(now.getMonth()).click();
    // The cells before the first of the month are blank and unnamed; the days are named by their full date.
    const days = page.getByRole('grid', { name: 'Day' }).getByRole('gridcell', { name: /\d/ });
    if (now.getDate() > 1) await expect(days.first()).toHaveAttribute('aria-disabled', 'true');
    await expect(days.nth(now.getDate() - 1)).not.toHaveAttribute('aria-disabled', 'true');
    await noAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Choose a date' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Choose a date' })).toBeFocused();
  });
});

test.describe('area-code picker', () => {
  test('finds a region by name, and keeps it among the recent choices', async ({ page }) => {
    await open(page, demo('nz', 'en'));
    const field = page.getByRole('combobox', { name: 'Country or region code' });
    await field.fill('japan');
    await expect(page.getByRole('option', { name: 'Japan +81' })).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page.getByRole('status').nth(2)).toHaveText('+81 JP');
    await field.fill('');
    await field.press('ArrowDown');
    const recent = page.getByRole('group', { name: 'Recently used' });
    await expect(recent.getByRole('option', { name: 'Japan +81' })).toBeVisible();
    await noAxeViolations(page);
  });

  test('Enter pressed on a code before the list has come chooses it once the list comes', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${apiPath(listAreaCodes)}*`, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, demo('nz', 'en'));
    const field = page.getByRole('combobox', { name: 'Country or region code' });
    await field.fill('81');
    await field.press('Enter');
    await expect(field).toHaveValue('81');
    release();
    await expect(page.getByRole('status').nth(2)).toHaveText('+81 JP');
    await expect(field).toHaveValue('+81');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('names regions in Chinese and chooses by pointer', async ({ page }) => {
    await open(page, demo('nz', 'zh'));
    const field = page.getByRole('combobox', { name: messagesOf('zh')['ui.areaCode.label'] });
    await field.fill('86');
    await page.getByRole('option', { name: /中国 \+86/ }).click();
    await expect(page.getByRole('status').nth(2)).toHaveText('+86 CN');
  });
});

test.describe('captcha', () => {
  test('the image reloads on click, and a call that needs a code opens the captcha dialog, which shows wrong and can be closed', async ({ page }) => {
    // The wrong captcha code is refused (400).
    allowConsoleErrors(page, /status of 400/);
    await open(page, demo('nz', 'en'));
    const image = page.getByRole('img', { name: 'Verification image' }).first();
    const before = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Show another image' }).first().click();
    await expect(image).not.toHaveAttribute('src', before ?? '');
    await page.getByRole('button', { name: 'Check the code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Security check' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toBeFocused();
    await noAxeViolations(page);
    await page.keyboard.type('zzzz');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('That code was wrong. Please type the one in the new image.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').nth(3)).toHaveText('The request was cancelled.');
  });
});

test.describe('test pages', () => {
  test('the sensors page hears the analytics event of a failed call', async ({ page }) => {
    // The page's call fails on purpose (404).
    allowConsoleErrors(page, /status of 404/);
    await open(page, '/tk/nz/en/test/sensors/');
    await page.getByRole('button', { name: 'Call an API that fails' }).click();
    // The page's failing call asks for the trip of a link that was never sealed.
    await expect(page.getByRole('listitem')).toHaveText(`CZWEB000004 404 ${apiPath(readSearchLink)}`);
  });

  test('the low-fare alert form names each missing field in Korean', async ({ page }) => {
    await open(page, '/tk/kr/ko/test/subLowPrice/');
    await page.getByRole('button', { name: messagesOf('ko')['demo.lowFare.submit'] }).click();
    // One announcement for the form; each wrong field is described by its own message.
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveText(/[가-힣]/);
    const wrong = page.locator('[aria-invalid="true"]');
    await expect(wrong.first()).toBeVisible();
    expect(await wrong.count()).toBeGreaterThanOrEqual(5);
    for (const field of await wrong.all()) await expect(field).toHaveAccessibleDescription(/[가-힣]/);
  });

  for (const [site, lang] of [
    ['nz', 'en'],
    ['nz', 'zh'],
    ['kr', 'ko'],
  ] as const) {
    for (const page of ['iframeDemo', 'sensors', 'subLowPrice']) {
      test(`test/${page} in ${lang} has no axe violations`, async ({ page: browserPage }) => {
        await open(browserPage, `/tk/${site}/${lang}/test/${page}/`);
        await noAxeViolations(browserPage);
      });
    }
  }
});
