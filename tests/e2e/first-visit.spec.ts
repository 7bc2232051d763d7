import { nativeName } from '../../src/domain/languages.ts';
import { islandsHydrated, noAxeViolations } from '../support/e2e.ts';
import { allowConsoleErrors, expect, test } from '../support/e2e-test.ts';
import { wording } from '../support/e2e-wording.ts';

const ja = wording('ja');
/** The heading of the error page of a status: "Error 404: Page not found" in the page's language. */
const errorHeading = (t: ReturnType<typeof wording>, code: number) => `${t.message('errorPage.title', { code })}: ${t.message(`errorPage.${code}.title`)}`;

test.describe('a first visit in the browser language', () => {
  test.describe('with a Japanese browser', () => {
    test.use({ locale: 'ja-JP' });

    test('lands on the Japan site in Japanese', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/jp\/ja\/book\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja.message('route.book.search.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });

    test('keeps the Australian site in English once the traveller has chosen it', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/jp\/ja\/book\/search\/$/);
      await islandsHydrated(page);
      const chooser = page.getByRole('form', { name: ja.message('chooser.title') });
      await chooser.getByRole('combobox', { name: ja.message('chooser.site') }).selectOption('au');
      await chooser.getByRole('combobox', { name: ja.message('chooser.lang') }).selectOption({ label: nativeName('en') });
      await chooser.getByRole('button', { name: ja.message('chooser.submit') }).click();
      await expect(page).toHaveURL(/\/tk\/au\/en\/book\/search\/$/);

      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/au\/en\/book\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wording('en').message('route.book.search.title'));
    });

    test('keeps the stored choice of the language cookie over the browser language', async ({ page, context }) => {
      await context.addCookies([{ name: 'tk_lang', value: 'en__au', url: 'http://localhost' }]);
      await page.goto('/tk/');
      await expect(page).toHaveURL(/\/tk\/au\/en\/book\/search\/$/);
    });

    test('a missing page of the Japan site is in Japanese with the site header, a search box and the way home', async ({ page }) => {
      // The page comes with its status, which the browser logs.
      allowConsoleErrors(page, /status of 404/);
      const response = await page.goto('/tk/jp/ja/no-such-page/');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/tk\/jp\/ja\/404\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorHeading(ja, 404));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      const header = page.getByRole('banner');
      await expect(header.getByRole('navigation', { name: ja.message('nav.primary') })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Demo Air' })).toHaveAttribute('href', '/tk/jp/ja/book/search/');
      const search = page.getByRole('main').getByRole('form', { name: ja.message('search.form') });
      await expect(search).toBeVisible();
      await expect(search.getByRole('link', { name: ja.message('search.fareType.register') })).toHaveAttribute('href', '/tk/jp/ja/sppsg/register/');
      await expect(page.getByRole('main').getByRole('link', { name: ja.message('errorPage.home') })).toHaveAttribute('href', '/tk/jp/ja/book/search/');
      await islandsHydrated(page);
      await noAxeViolations(page);
    });

    test('a site without a language says in Japanese, under the site header, that it is not supported', async ({ page }) => {
      // A message counts once its alert is answered, so that the test never ends with the alert still open.
      const messages: string[] = [];
      page.on('dialog', async (dialog) => {
        await dialog.accept();
        messages.push(dialog.message());
      });
      await page.goto('/tk/jp/?keep=1');
      const notice = ja.message('main.notSupport');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Air' })).toHaveAttribute('href', '/tk/jp/ja/book/search/');
      await expect(page).toHaveURL(/\/tk\/jp\/\?keep=1$/);
      await expect.poll(() => messages).toEqual([notice]);
    });

    test('the error page of an address outside every site is the Japan site one, with its status', async ({ page }) => {
      allowConsoleErrors(page, /status of 404/);
      const response = await page.goto('/tk/zz/ja/');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(/\/tk\/404\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(errorHeading(ja, 404));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Demo Air' })).toHaveAttribute('href', '/tk/jp/ja/book/search/');
    });
  });

  test.describe('with a Korean browser', () => {
    test.use({ locale: 'ko' });

    test('lands on the Korea site in Korean', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/kr\/ko\/book\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wording('ko').message('route.book.search.title'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    });
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('is sent to the Germany site in German, whose booking pages are the eu site ones', async ({ page, request }) => {
      const door = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
      expect(door.status()).toBe(302);
      expect(door.headers().location).toBe('/tk/de/de/book/search/');
      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/eu\/de\/book\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wording('de').message('route.book.search.title'));
    });
  });

  test.describe('behind a CDN that names the country', () => {
    // Spanish of Spain alone would go to the eu site: the country decides.
    test.use({ locale: 'es-ES', extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

    test('lands on the site of the country in the language of the browser', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/tk\/mx\/es\/book\/search\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(wording('es').message('route.book.search.title'));
    });

    test('tells caches that the way in depends on the visitor', async ({ request }) => {
      const door = await request.get('/tk/', { maxRedirects: 0, headers: { 'accept-language': 'es' } });
      expect(door.status()).toBe(302);
      expect(door.headers().location).toBe('/tk/mx/es/book/search/');
      expect(door.headers()['cache-control']).toBe('no-cache');
      expect(door.headers().vary).toMatch(/accept-language/);
      expect(door.headers().vary).toMatch(/cookie/);
      expect(door.headers().vary).toMatch(/cf-ipcountry/);
    });
  });
});
