/**
 * Lighthouse's mobile audit (a mid-range phone on a slow 4G line, simulated) of the pages of the booking funnel,
 * in English, Japanese and Chinese, against the built storefront served as `npm start` serves it, with Debian's
 * Chromium. The search and results pages are audited cold, with their own cache and storage; the passengers and
 * extras pages are reached as a traveller reaches them (Playwright books through the funnel), then opened again
 * in the same tab, whose session storage holds the booking so far and whose cache holds what the pages before
 * it loaded, as a traveller's would.
 */
import { existsSync } from 'node:fs';
import { navigation } from 'lighthouse';
import { chromium } from 'playwright';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Lang } from '../../src/domain/languages.ts';
import { searchLink, startBenchServer } from './bench-server.ts';
import { throughTheFunnel } from './funnel-pages.ts';

const PORT = 4611;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A site and language for each of the three scripts the pages are written in. */
const VISITS: readonly { site: string; lang: Lang }[] = [
  { site: 'nz', lang: 'en' },
  { site: 'jp', lang: 'ja' },
  { site: 'nz', lang: 'zh' },
];

export interface PageAudit {
  readonly page: string;
  readonly site: string;
  readonly lang: string;
  /** Scores out of 100. */
  readonly performance: number;
  readonly seo: number;
  /** First contentful paint: what a stylesheet in the head would hold back. */
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The requests of the page's load. */
  readonly requests: number;
  /**
   * Lighthouse's measure of the machine's speed (its BenchmarkIndex). Lighthouse slows the page's CPU by the same
   * factor on every machine, so the blocking time and the score move with this figure: a slower host reads worse.
   */
  readonly benchmarkIndex: number;
}

/** The results link a search from the search page would go to, one way in three weeks. */
async function resultsPath(origin: string, site: string, lang: Lang, from: string, to: string): Promise<string> {
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  return (await searchLink(origin, site, lang, { from, to, date })).blackUrl;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's runs of each page: its figures vary from run to run on a shared host (the search page's blocking
 * time read 75 and 246 ms in two runs a minute apart), and Lighthouse's guide on variability takes the median of
 * several runs.
 */
const RUNS = 3;

/** The run with the median performance score of RUNS audits of a page in the same tab. */
async function audit(page: Page, url: string, keepStorage: boolean): Promise<Omit<PageAudit, 'page' | 'site' | 'lang'>> {
  const runs: Omit<PageAudit, 'page' | 'site' | 'lang'>[] = [];
  // A cold page's every run starts from an empty cache (Lighthouse resets the tab); a funnel page's keep the booking.
  for (let i = 0; i < RUNS; i++) runs.push(await auditOnce(page, url, keepStorage));
  return runs.sort((a, b) => a.performance - b.performance || a.tbtMs - b.tbtMs)[Math.floor(RUNS / 2)];
}

/** Lighthouse's navigation of a page to a URL; `keepStorage` keeps what the tab stored before. */
async function auditOnce(page: Page, url: string, keepStorage: boolean): Promise<Omit<PageAudit, 'page' | 'site' | 'lang'>> {
  const result = await navigation(page, url, { flags: { onlyCategories: ['performance', 'seo'], disableStorageReset: keepStorage, logLevel: 'error' } });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = audits['network-requests']?.details;
  return {
    performance: score(categories.performance?.score),
    seo: score(categories.seo?.score),
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    requests: requests?.type === 'table' ? requests.items.length : 0,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The funnel's passengers and extras pages, booked through in a tab that Lighthouse then audits them in. */
async function funnelAudits(browser: Browser, origin: string, site: string, lang: Lang): Promise<PageAudit[]> {
  const page = await browser.newPage();
  // The tab is told apart from the browser's others by an address of its own.
  const marked = `${origin}/robots.txt#funnel-${site}-${lang}`;
  await page.goto(marked);
  const driver = await chromium.connectOverCDP(browser.wsEndpoint());
  try {
    const driven = driver
      .contexts()[0]
      ?.pages()
      .find((candidate) => candidate.url() === marked);
    if (!driven) throw new Error('the audited tab is not found over CDP');
    const reached = await throughTheFunnel(driven, site, lang, `${origin}${await resultsPath(origin, site, lang, 'CAN', 'PKX')}`);
    return [
      { page: 'book/passengers', site, lang, ...(await audit(page, reached.passengers, true)) },
      { page: 'book/addition', site, lang, ...(await audit(page, reached.addition, true)) },
    ];
  } finally {
    await driver.close();
    await page.close();
  }
}

export async function lighthouseAudits(): Promise<PageAudit[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM} (CHROMIUM_PATH)`);
  const server = await startBenchServer(PORT);
  // As Playwright launches it: without the sandbox, which a root user in a container cannot have.
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const audits: PageAudit[] = [];
    for (const { site, lang } of VISITS) {
      const cold = [
        { page: 'book/search', path: `/tk/${site}/${lang}/book/search/` },
        { page: 'book/shop', path: await resultsPath(server.origin, site, lang, site === 'jp' ? 'NRT' : 'AKL', 'CAN') },
      ];
      for (const { page, path } of cold) {
        const tab = await browser.newPage();
        audits.push({ page, site, lang, ...(await audit(tab, `${server.origin}${path}`, false)) });
        await tab.close();
      }
      audits.push(...(await funnelAudits(browser, server.origin, site, lang)));
    }
    return audits;
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `node tests/bench/lighthouse.ts` runs this part alone. */
if (import.meta.main) {
  for (const found of await lighthouseAudits()) console.log(JSON.stringify(found));
}
