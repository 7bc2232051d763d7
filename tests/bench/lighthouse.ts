/**
 * Lighthouse's mobile audit (a mid-range phone on a slow 4G line, simulated) of the pages travellers land on,
 * in English, Japanese and Chinese, against the built storefront served as `npm start` serves it. Debian's
 * Chromium runs the pages; each is audited cold, with its own cache and storage.
 */
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { apiUrl, type CallInput, type ReplyOf } from '../../src/domain/api/operation.ts';
import { createSearchLink } from '../../src/domain/api/shop.ts';
import type { Lang } from '../../src/domain/languages.ts';
import { startBenchServer } from './bench-server.ts';

const PORT = 4611;
const DEBUGGING_PORT = 9333;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A site and language for each of the three scripts the pages are written in. */
const VISITS = [
  { site: 'nz', lang: 'en' },
  { site: 'jp', lang: 'ja' },
  { site: 'nz', lang: 'zh' },
] as const;

export interface PageAudit {
  readonly page: string;
  readonly site: string;
  readonly lang: string;
  /** Scores out of 100. */
  readonly performance: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The requests of the first load. */
  readonly requests: number;
}

/** The results link a search from the search page would go to, one way from Auckland in three weeks. */
async function resultsPath(origin: string, site: string, lang: Lang): Promise<string> {
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const trip: CallInput<typeof createSearchLink>['body'] = { tripType: 'S', dep: ['AKL'], arr: ['CAN'], date: [date], adt: 1, cnn: 0, inf: 0 };
  const reply = await fetch(`${origin}${apiUrl(createSearchLink, { query: { country: site, language: lang } })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'storefront' },
    body: JSON.stringify(trip),
  });
  if (!reply.ok) throw new Error(`createSearchLink answered ${reply.status}`);
  return ((await reply.json()) as ReplyOf<typeof createSearchLink>).blackUrl;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function lighthouseAudits(): Promise<PageAudit[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM} (CHROMIUM_PATH)`);
  const server = await startBenchServer(PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [`--remote-debugging-port=${DEBUGGING_PORT}`] });
  try {
    const audits: PageAudit[] = [];
    for (const { site, lang } of VISITS) {
      const pages = [
        { page: 'book/search', path: `/tk/${site}/${lang}/book/search/` },
        { page: 'book/shop', path: await resultsPath(server.origin, site, lang) },
      ];
      for (const { page, path } of pages) {
        const result = await lighthouse(`${server.origin}${path}`, {
          port: DEBUGGING_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits: found } = result.lhr;
        const requests = found['network-requests']?.details;
        audits.push({
          page,
          site,
          lang,
          performance: score(categories.performance?.score),
          seo: score(categories.seo?.score),
          lcpMs: found['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: found['total-blocking-time']?.numericValue ?? 0,
          cls: found['cumulative-layout-shift']?.numericValue ?? 0,
          requests: requests?.type === 'table' ? requests.items.length : 0,
        });
      }
    }
    return audits;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `node tests/bench/lighthouse.ts` runs this part alone. */
if (import.meta.main) {
  for (const audit of await lighthouseAudits()) console.log(JSON.stringify(audit));
}
