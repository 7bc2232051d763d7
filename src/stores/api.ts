import { type ApiClient, type ApiErrorReport, createApiClient } from '../lib/api/client.ts';
import { baseOf, routeHref } from '../lib/routing/paths.ts';
import { solveCaptcha } from './captcha.ts';

/** Analytics scripts listen for this event; nothing listens by default. */
export const API_ERROR_EVENT = 'storefront:api-error';

let client: ApiClient | undefined;

/** The page's API client, made on first use: login redirects for this site and language, the captcha dialog, the analytics hook. */
export function storefrontApi(): ApiClient {
  client ??= createApiClient({
    toLogin: goToLogin,
    captcha: solveCaptcha,
    analytics: (report: ApiErrorReport) => window.dispatchEvent(new CustomEvent(API_ERROR_EVENT, { detail: report })),
  });
  return client;
}

function goToLogin(): void {
  const { site, lang, route } = document.body.dataset;
  if (!site || !lang || route === 'login') return;
  const back = `${location.pathname}${location.search}${location.hash}`;
  location.assign(routeHref(baseOf(location.pathname), site, lang, 'login', {}, `?${new URLSearchParams({ back })}`));
}
