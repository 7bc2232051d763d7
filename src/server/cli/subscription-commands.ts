import { parseArgs } from 'node:util';
import { findSite } from '../../domain/site-lookup.ts';
import { SUBSCRIPTION_TOPICS, type SubscriptionTopic } from '../../domain/subscription/topics.ts';
import { createCaptchaService } from '../captcha/captcha-service.ts';
import { type Config, DEFAULT_MAIL_FROM, loadConfig, publicOrigin } from '../config/config.ts';
import { mailerFromConfig } from '../mail/create-mailer.ts';
import { pageLinks } from '../mail/page-links.ts';
import { createMembers } from '../member/members.ts';
import { createRequestLimits } from '../member/request-limits.ts';
import { systemClock } from '../platform/clock.ts';
import { createLogger } from '../platform/logger.ts';
import { readMasterSecrets } from '../platform/master-secret.ts';
import { loadSecrets } from '../platform/secrets.ts';
import { createConsentRecords } from '../subscription/consent-records.ts';
import { createSubscriptions, type Subscriptions } from '../subscription/subscriptions.ts';
import { unsubscribeTokens } from '../subscription/unsubscribe-tokens.ts';
import { openCommandDatabase } from './command-database.ts';

/** The options of the subscription commands: the site, and a topic or a recipient. */
export function subscriptionArgs(argv: readonly string[], usage: string) {
  const { values } = parseArgs({
    args: [...argv],
    options: { site: { type: 'string' }, topic: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  });
  if (!values.site || !findSite(values.site)) throw new Error(`Give a site that exists (--site au).\n${usage}`);
  const topic = values.topic;
  if (topic !== undefined && !SUBSCRIPTION_TOPICS.includes(topic as SubscriptionTopic))
    throw new Error(`The topic is one of ${SUBSCRIPTION_TOPICS.join(', ')}.\n${usage}`);
  return { site: values.site, topic: topic as SubscriptionTopic | undefined, to: values.to, out: values.out };
}

/**
 * Runs a command against the subscriptions with the servers' configuration: the same database, secret (so that
 * unsubscribe links are signed as the servers check them), PUBLIC_URL and mail transport.
 */
export async function withSubscriptions(run: (subscriptions: Subscriptions) => Promise<void>): Promise<void> {
  const config: Config = loadConfig(process.env);
  const logger = createLogger('error', (line) => process.stderr.write(`${line}\n`));
  const master = await readMasterSecrets(config, logger);
  const db = await openCommandDatabase(config);
  const mail = mailerFromConfig(
    { SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM ?? DEFAULT_MAIL_FROM, MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR },
    systemClock,
  );
  try {
    const secrets = await loadSecrets(db, master);
    const clock = systemClock;
    await run(
      createSubscriptions({
        db,
        clock,
        records: createConsentRecords({ db, clock }),
        tokens: unsubscribeTokens(secrets.argsKeys),
        members: createMembers({ db, clock }),
        limits: createRequestLimits({ db, clock }),
        captcha: createCaptchaService({ db, clock }),
        mailer: mail.mailer,
        links: pageLinks(publicOrigin(config)),
        logger,
      }),
    );
  } finally {
    mail.close();
    await db.close();
  }
}
