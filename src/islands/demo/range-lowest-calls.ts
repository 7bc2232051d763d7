import { rangeLowestOneWay } from '../../domain/api/low-price-range.ts';
import type { ReplyOf } from '../../domain/api/operation.ts';
import type { Lang } from '../../domain/languages.ts';
import { TIMEOUTS } from '../../lib/api/client.ts';
import { storefrontApi } from '../../stores/api.ts';

/** The week a low-fare alert watches from its departure date. */
export const WATCHED_DAYS = 7;

/** The lowest one-way fare of the watched week; the page's own captcha field answers the server's captcha. */
export function lowestOfWeek(
  site: string,
  lang: Lang,
  form: { from: string; to: string; dateFrom: string; dateTo: string; ca: string; captchaId: string },
): Promise<ReplyOf<typeof rangeLowestOneWay>> {
  return storefrontApi().call(
    rangeLowestOneWay,
    {
      params: { site, lang },
      body: { origin: form.from, destination: form.to, dateFrom: form.dateFrom, dateTo: form.dateTo, ca: form.ca, captchaId: form.captchaId },
    },
    // The pricing of a month can take long; the captcha is the page's own field, so no dialog.
    { timeout: TIMEOUTS.search, inline: true },
  );
}
