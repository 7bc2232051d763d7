import { islandsHydrated } from '../support/e2e.ts';
import { allowConsoleErrors, expect, test } from '../support/e2e-test.ts';

test.describe('arriving at the storefront', () => {
  test('a first-time visitor whose browser names no country lands on the search page of the default site', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/tk\/nz\/en\/book\/search\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search flights' })).toBeVisible();
    await expect(page).toHaveTitle('Search flights | Demo Air');
    await context.close();
  });

  test('a first-time visitor from the United States lands on the United States site', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/tk\/us\/en\/book\/search\/$/);
    await context.close();
  });

  test('a visitor whose browser speaks Chinese lands on the default site in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/tk/');
    await expect(page).toHaveURL(/\/tk\/nz\/zh\/book\/search\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await context.close();
  });

  test('an old hash address is rewritten without the hash', async ({ page }) => {
    await page.goto('/tk/#/au/zh/my/order/list');
    await expect(page).toHaveURL(/\/tk\/au\/zh\/my\/order\/list\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的订单');
  });

  test('a page opened by its address becomes the remembered site and language once it is idle', async ({ page, context }) => {
    await page.goto('/tk/jp/ja/book/search/');
    await islandsHydrated(page);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'tk_lang')?.value).toBe('ja__jp');
    await page.goto('/tk/');
    await expect(page).toHaveURL(/\/tk\/jp\/ja\/book\/search\/$/);
  });

  test('the site and language of the query string win over the path and are remembered', async ({ page, context }) => {
    await page.goto('/tk/nz/en/my/order/list/?site=kr&ref=mail');
    await expect(page).toHaveURL(/\/tk\/kr\/en\/my\/order\/list\/\?ref=mail$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'tk_lang');
    expect(cookie?.value).toBe('en__kr');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    await page.goto('/tk/');
    await expect(page).toHaveURL(/\/tk\/kr\/en\/book\/search\/$/);
  });

  test('an unsupported site in the query shows the 404 page', async ({ page }) => {
    // The 404 page comes with its status.
    allowConsoleErrors(page, /status of 404/);
    await page.goto('/tk/?site=zz');
    await expect(page).toHaveURL(/\/tk\/404\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
  });

  test('a site without a language says it is not supported and then goes home', async ({ page }) => {
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/tk/jp/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/tk\/jp\/en\/book\/search\/$/);
    expect(messages).toEqual(['This site or language is not supported. You will be taken to the home page.']);
  });

  test('with keep in the query, the not-supported notice stays on the page', async ({ page }) => {
    // The alert is answered before the test ends: a test that ended with it still open failed on its answer.
    const alerted = new Promise<string>((done) => {
      page.once('dialog', async (dialog) => {
        await dialog.accept();
        done(dialog.message());
      });
    });
    await page.goto('/tk/jp/?keep=1');
    expect(await alerted).toBe('This site or language is not supported. You will be taken to the home page.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This site or language is not supported. You will be taken to the home page.');
    await expect(page).toHaveURL(/\/tk\/jp\/\?keep=1$/);
  });

  test('an unknown path of a site shows its 404 page in its language', async ({ page }) => {
    // The 404 page comes with its status.
    allowConsoleErrors(page, /status of 404/);
    const response = await page.goto('/tk/de/de/nirgendwo');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/tk\/de\/de\/404\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an unknown path outside every site shows the 404 page of the stored site and language', async ({ page, context }) => {
    allowConsoleErrors(page, /status of 404/);
    await context.addCookies([{ name: 'tk_lang', value: 'de__de', url: 'http://localhost' }]);
    const response = await page.goto('/tk/nirgendwo/hier');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/tk\/404\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seite nicht gefunden');
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/tk/de/de/book/search/');
  });
});

test.describe('route guards', () => {
  test('a guest opening a members-only page is sent to login with the way back', async ({ page }) => {
    await page.goto('/tk/nz/en/my/passengers/list/');
    await expect(page).toHaveURL(/\/tk\/nz\/en\/login\/\?back=%2Ftk%2Fnz%2Fen%2Fmy%2Fpassengers%2Flist%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('a contact edit page opened on a fresh load falls back to the contact list', async ({ page }) => {
    await page.goto('/tk/nz/en/my/contacts/edit/17/');
    await expect(page).toHaveURL(/\/login\/\?back=%2Ftk%2Fnz%2Fen%2Fmy%2Fcontacts%2Flist%2F$/);
  });

  test('entering book from an eu-country site goes to the eu site', async ({ page }) => {
    await page.goto('/tk/fr/fr/book/search/');
    await expect(page).toHaveURL(/\/tk\/eu\/fr\/book\/search\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechercher un vol');
  });

  test('a page with an id works for any id', async ({ page }) => {
    // No order has this id: the page is built, its order is not found (404).
    allowConsoleErrors(page, /status of 404/);
    const response = await page.goto('/tk/nz/en/my/order/detail/C20261121000001/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/my\/order\/detail\/C20261121000001\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  });

  test('flight results have no header or footer; the search page has them and the dark style', async ({ page }) => {
    await page.goto('/tk/nz/en/book/flights/');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/tk/nz/en/book/search/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/theme-dark/);
  });

  test('under the /s/ base the links keep the base', async ({ page }) => {
    await page.goto('/s/nz/en/my/order/list/');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find an order' }).click();
    await expect(page).toHaveURL(/\/s\/nz\/en\/my\/order\/find\/$/);
  });

  test('each page has its title, description and keywords in its language', async ({ page }) => {
    await page.goto('/tk/jp/ja/my/order/find/');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${heading} | Demo Air`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test.describe('the site and language chooser', () => {
  test('switches site and language with the keyboard alone and remembers the choice for a year', async ({ page, context }) => {
    await page.goto('/tk/nz/en/my/order/find/');
    // The chooser hydrates when the browser is idle; a choice made before that would be lost.
    await islandsHydrated(page);
    const chooser = page.getByRole('form', { name: 'Country or region and language' });
    const siteSelect = chooser.getByRole('combobox', { name: 'Country or region' });
    await siteSelect.focus();
    await expect(siteSelect).toBeFocused();
    await siteSelect.selectOption({ label: 'Japan' });
    await page.keyboard.press('Tab');
    const langSelect = chooser.getByRole('combobox', { name: 'Language' });
    await expect(langSelect).toBeFocused();
    await expect(langSelect.getByRole('option')).toHaveText(['English', '日本語', '简体中文']);
    await langSelect.selectOption({ label: '日本語' });
    await page.keyboard.press('Tab');
    await expect(chooser.getByRole('button', { name: 'Go' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tk\/jp\/ja\/my\/order\/find\/$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'tk_lang');
    expect(cookie?.value).toBe('ja__jp');
  });
});

test.describe('the site and language chooser without script', () => {
  test('leads to the page in another language, and to the front door’s list of every site', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-NZ' });
    await context.addCookies([{ name: 'tk_lang', value: 'en__nz', url: test.info().project.use.baseURL ?? 'http://localhost' }]);
    const page = await context.newPage();
    await page.goto('/tk/jp/en/my/order/find/');
    const header = page.getByRole('banner');
    await header.getByText('Language', { exact: true }).click();
    await header.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/tk\/jp\/ja\/my\/order\/find\/$/);
    await page.getByRole('banner').getByRole('link', { name: '国・地域', exact: true }).click();
    // The stored choice would send a visitor with script straight to the search page; asked for the list, it is shown.
    await expect(page.getByRole('heading', { name: 'Country or region and language' })).toBeVisible();
    await expect(page.getByText('Taking you to the right page…')).toBeHidden();
    await page.getByRole('listitem').filter({ hasText: 'South Korea' }).getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/tk\/kr\/ko\/book\/search\/$/);
    await context.close();
  });
});
