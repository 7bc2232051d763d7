import { writeFile } from 'node:fs/promises';
import { subscribersCsv } from '../subscription/subscriber-csv.ts';
import { subscriptionArgs, withSubscriptions } from './subscription-commands.ts';

const USAGE = 'Usage: npm run export-subscribers -- --site au --topic offers [--out subscribers.csv]';

/**
 * `npm run export-subscribers -- --site au --topic offers`: the confirmed, not withdrawn subscribers of a site to a
 * topic as CSV, on standard output or into --out (mode 0600: it is a list of personal addresses), each line with
 * the subscriber's one-click unsubscribe address for the mailing service's List-Unsubscribe header.
 */
async function main(): Promise<void> {
  const { site, topic, out } = subscriptionArgs(process.argv.slice(2), USAGE);
  if (!topic) throw new Error(`Give the topic (--topic offers).\n${USAGE}`);
  await withSubscriptions(async (subscriptions) => {
    const listed = await subscriptions.listed(site, topic);
    const csv = subscribersCsv(listed, subscriptions.unsubscribeLinks);
    if (out) {
      await writeFile(out, csv, { mode: 0o600 });
      console.error(`Wrote ${listed.length} subscribers of ${site} to ${topic} into ${out}.`);
    } else {
      process.stdout.write(csv);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
