import { subscriptionArgs, withSubscriptions } from './subscription-commands.ts';

const USAGE = 'Usage: npm run send-marketing-test -- --site au --to subscriber@example.com';

/**
 * `npm run send-marketing-test -- --site au --to x@example.com`: sends the marketing test message, with its
 * List-Unsubscribe and List-Unsubscribe-Post headers, to a confirmed subscriber of the site (never to anyone else),
 * through the configured mail transport, to check a mail program's unsubscribe button end to end.
 */
async function main(): Promise<void> {
  const { site, to } = subscriptionArgs(process.argv.slice(2), USAGE);
  if (!to) throw new Error(`Give the subscriber's address (--to x@example.com).\n${USAGE}`);
  await withSubscriptions(async (subscriptions) => {
    await subscriptions.sendMarketingTest(site, to);
    console.log(`Sent the marketing test message to ${to}.`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
