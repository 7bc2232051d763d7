/**
 * `npm run bench`: builds the storefront and prints the build time, the number of
 * pages, and the gzipped JavaScript, CSS and HTML bytes of the heaviest page and of
 * the search page (targets: build under 60 s on 2 cores, search-page JavaScript
 * under 100 KB gzipped); Lighthouse's mobile audit of the search, results, passengers and extras pages in three languages; then the search load against a server started as `npm start` starts it, in a process of
 * its own, with that server's RSS after start, as the load ends and once it idles; the server's RSS over a long load of
 * searches that never repeat; then the order load against a
 * server of its own likewise (its RSS too), on the embedded database and, when one is set, on the PostgreSQL server;
 * the award order and low-fare watcher loads (BENCH_ALERTS alerts, a million
 * unless set; BENCH_DATABASE_URL puts these loads on a PostgreSQL server), and the import of a 100,000-leg SSIM schedule file into an empty database and again (target: import
 * under 60 s).
 */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { htmlFiles, pageWeigher } from '../support/page-weight.ts';
import { awardLoad } from './award-load.ts';
import { lighthouseAudits } from './lighthouse.ts';
import { lowFareWatch } from './low-fare-watch.ts';
import { benchDatabaseUrl, orderLoad } from './order-load.ts';
import { scheduleImportBench, scheduleImportLine } from './schedule-import.ts';
import { type Figures, searchLoad } from './search-load.ts';
import { searchUptime } from './search-uptime.ts';

const root = resolve(import.meta.dirname, '../..');
const client = join(root, 'dist/client');

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
  return (performance.now() - started) / 1000;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const seconds = timeBuild();
const pages = htmlFiles(client);
const weigh = pageWeigher(client);
const weights = pages.map(weigh);
const heaviest = weights.reduce((a, b) => (b.js + b.css + b.html > a.js + a.css + a.html ? b : a));
const searchHtml = join(client, 'nz/en/book/search/index.html');
const search = weigh(searchHtml);
const results = weigh(join(client, 'nz/en/book/shop/index.html'));

console.log(`build time: ${seconds.toFixed(1)} s (target < 60 s)`);
console.log(`pages: ${pages.length}`);
console.log(`heaviest page: ${heaviest.page}: JS ${kb(heaviest.js)}, CSS ${kb(heaviest.css)}, HTML ${kb(heaviest.html)} (gzip)`);
console.log(
  `search page: JS ${kb(search.js)} at load in ${search.scripts} files (target < 90 KB), ${kb(search.jsWithLazy)} with the parts loaded on use, CSS ${kb(search.css)}, HTML ${kb(search.html)} (gzip; the HTML ${kb(statSync(searchHtml).size)} raw, target <= 20 KB)`,
);
console.log(
  `results page: JS ${kb(results.js)} at load, ${kb(results.jsWithLazy)} with the parts loaded on use, CSS ${kb(results.css)}, HTML ${kb(results.html)} (gzip)`,
);

for (const audit of await lighthouseAudits()) {
  console.log(
    `Lighthouse mobile (the median of 3 runs), ${audit.page} ${audit.site}/${audit.lang}: performance ${audit.performance}, FCP ${(audit.fcpMs / 1000).toFixed(2)} s, LCP ${(audit.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(audit.tbtMs)} ms, CLS ${audit.cls.toFixed(3)}, SEO ${audit.seo}, ${audit.requests} requests on the first load; this machine's BenchmarkIndex ${audit.benchmarkIndex}`,
  );
}
console.log(
  'targets: performance >= 98, LCP <= 1.8 s, SEO 100, <= 20 requests on the first load of the search page (passengers and extras pages: opened again in the tab that booked through to them)',
);

const loadFigures = await searchLoad();
const line = (name: string, f: Figures) =>
  `${name}: ${Math.round(f.perSecond)} requests/s at most over 50 connections; at 1,000 requests/s over 50 connections p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms`;
console.log(line(`flight search (demo network, one-way slices of ${loadFigures.mix}, every itinerary priced in 4 cabins)`, loadFigures.search));
console.log(line('health endpoint of the same server', loadFigures.health));
console.log('targets: search p50 <= 10 ms, p99 <= 50 ms, >= 1,000 searches/s on 2 cores');
console.log(
  `server memory (RSS), started as npm start does: ${loadFigures.rss.afterStart} MB after start (target <= 250 MB); ${loadFigures.rss.endOfLoad} MB as the search and health loads end, ${loadFigures.rss.settled} MB ten seconds later (target <= 400 MB)`,
);

const uptime = await searchUptime();
console.log(
  `server memory (RSS) over a long load of searches none of which repeats another (${uptime.searches.toLocaleString('en')} in ${uptime.seconds.toFixed(0)} s, ${uptime.routes} routes each on ${uptime.days} days): ${uptime.afterStart} MB after start; after each of ${uptime.afterRounds.length} rounds ${uptime.afterRounds.join(', ')} MB; ${uptime.settled} MB ten seconds later (target <= 400 MB, and level once the caches are full)`,
);

// The embedded database always; the PostgreSQL server as well when the environment names one.
const serverDatabase = benchDatabaseUrl();
for (const url of serverDatabase ? [undefined, serverDatabase] : [undefined]) {
  const orders = await orderLoad(url);
  console.log(
    `orders (${orders.database}, a server of its own; ${orders.paid + orders.soldOut} buyers for ${orders.paid} seats left): ${orders.ordersPerSecond.toFixed(1)} paid orders/s, the server's CPU ${orders.cpuMsPerOrder.toFixed(1)} ms a paid order (its main thread ${orders.mainThreadCpuMsPerOrder.toFixed(1)} ms), the buyers' ${orders.buyersCpuMsPerOrder.toFixed(1)} ms, the machine's ${orders.machineCpuMsPerOrder.toFixed(1)} ms on ${availableParallelism()} cores; buyers coming at a steady ${orders.steadyRate}/s, from coming to the paid page p50 ${orders.p50.toFixed(1)} ms, p99 ${orders.p99.toFixed(1)} ms; ${orders.soldOut} refused as sold out; ${orders.oversold} seats oversold (must be 0)`,
  );
  console.log(
    `server memory (RSS) of the order load's server: ${orders.rss.afterStart} MB after start (target <= 250 MB); ${orders.rss.endOfLoad} MB as the load ends, ${orders.rss.settled} MB ten seconds later (target <= 400 MB)`,
  );
}
console.log('targets: >= 150 paid orders/s on the embedded database, >= 400 on a PostgreSQL server, p99 < 150 ms');

const awards = await awardLoad();
console.log(
  `award orders (${awards.database}, members whose miles cover 2 awards each trying 4; each try: code by text message, code entered, order): ${awards.ordersPerSecond.toFixed(1)} award orders/s; a try p50 ${awards.p50.toFixed(1)} ms, p99 ${awards.p99.toFixed(1)} ms; ${awards.placed} placed, ${awards.milesShort} refused for want of miles; ${awards.negativeBalances} balances below zero (must be 0)`,
);

console.log(scheduleImportLine(await scheduleImportBench()));

const watch = await lowFareWatch();
console.log(
  `low-fare watcher (${watch.database}, ${watch.alerts.toLocaleString('en')} running alerts): first pass ${watch.firstPass.seconds.toFixed(0)} s (${watch.firstPass.priced.toLocaleString('en')} priced); second pass ${watch.secondPass.seconds.toFixed(0)} s (${watch.secondPass.news} drops found, ${watch.secondPass.sent} e-mails sent); RSS ${watch.startRssMb} MB before the passes, peak ${watch.peakRssMb} MB, heap ${watch.peakHeapMb} MB (targets: a pass < 300 s, < 1 GB)`,
);
console.log(
  `subscribe, 4 a second in the same server during the second pass (${watch.subscribes} calls): p50 ${watch.subscribeP50.toFixed(1)} ms, p99 ${watch.subscribeP99.toFixed(1)} ms`,
);
