import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { createApi } from './api.ts';
import { HOLD_SWEEP_INTERVAL_MS } from './booking/hold-expiry.ts';
import { DEMO_BUSINESS_ACCOUNTS } from './business/demo-business.ts';
import { proofOfWorkSettings } from './captcha/proof-of-work.ts';
import { type Config, DEFAULT_MAIL_FROM, publicOrigin } from './config/config.ts';
import type { DbHandle } from './db/connect.ts';
import type { AppEnv } from './http/context.ts';
import { mailTransport } from './mail/create-mailer.ts';
import { createThreadedMailer } from './mail/threaded-mailer.ts';
import { demoLogins } from './member/demo-members.ts';
import { DEMO_IDENTITIES, demoIdentityLabel } from './member/sns/demo-identities.ts';
import { createDemoIdentityProvider, demoIdpPlan, type NodeListener } from './member/sns/demo-identity-provider.ts';
import { createSandboxProvider } from './payment/sandbox/sandbox-provider.ts';
import { systemClock } from './platform/clock.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { deriveKey, KEY_PURPOSES } from './platform/secrets.ts';
import { prepareDatabase } from './prepare-database.ts';
import { smsFromConfig } from './sms/create-sms.ts';
import { DEMO_REVIEWER } from './special-passengers/demo-staff.ts';

export interface Runtime {
  readonly api: Hono<AppEnv>;
  readonly db: DbHandle;
  readonly logger: Logger;
  /** The demo members' logins, printed at start in demo mode only. */
  readonly demoLogins: readonly string[];
  /** The built-in demo identity provider of social login, for the server to route DEMO_IDP_PATH to; only in demo mode. */
  readonly demoIdp?: NodeListener;
  close(): Promise<void>;
}

/**
 * The composition root of a server process: opens the database (a PostgreSQL
 * server when DATABASE_URL is set, else the embedded one), brings its schema up to
 * date, loads demo data on first start, and builds the API.
 */
export async function startRuntime(config: Config, options: { servesDemoIdp?: boolean } = {}): Promise<Runtime> {
  const logger = createLogger(config.LOG_LEVEL);
  const { db, secrets, master } = await prepareDatabase(config, logger);
  // The embedded sandbox stands in for a card provider; its notifications are signed with a key of this server's secrets.
  const payments = createSandboxProvider({ clock: systemClock, db, secret: secrets.notifyKey, notifyDelayMs: config.SANDBOX_NOTIFY_DELAY_MS });
  const fixedCaptcha = config.CAPTCHA_FIXED_CODE;
  if (fixedCaptcha) logger.warn('CAPTCHA_FIXED_CODE is set: every captcha has the same code; use it for tests only');
  const mailSettings = { SMTP_URL: config.SMTP_URL, MAIL_FROM: config.MAIL_FROM ?? DEFAULT_MAIL_FROM, MAIL_OUTBOX_DIR: config.MAIL_OUTBOX_DIR };
  const mailer = createThreadedMailer(mailSettings);
  logger.info('mail', { transport: mailTransport(mailSettings) });
  const sms = smsFromConfig(config, systemClock);
  logger.info('sms', { transport: sms.kind });
  // The storefront is the demo provider's only client, in this same process: a secret of the process will do.
  const demoClientSecret = randomBytes(24).toString('base64url');
  const social = demoIdpPlan(config, { served: options.servesDemoIdp ?? false, clientSecret: demoClientSecret });
  if (!social.on && config.DEMO_DATA && config.SNS_PROVIDERS.length === 0) logger.info('demo identity provider off', { why: social.why });
  const demoIdp = social.on
    ? createDemoIdentityProvider({
        issuer: social.issuer,
        publicOrigin: publicOrigin(config),
        clientSecret: demoClientSecret,
        // The previous secret's key still opens the cookies of sign-ins begun before a rotation.
        cookieKeys: [
          deriveKey(master.current, KEY_PURPOSES.demoIdp),
          ...(master.previous === undefined ? [] : [deriveKey(master.previous, KEY_PURPOSES.demoIdp)]),
        ],
        behindProxy: config.TRUST_PROXY.length > 0,
        logger,
      })
    : undefined;
  const {
    app: api,
    jobs,
    ready,
  } = createApi({
    db,
    clock: systemClock,
    logger,
    secrets,
    allowedOrigins: config.ALLOWED_ORIGINS,
    mailer,
    sendConfirmation: mailer.sendConfirmation,
    sms: sms.sms,
    receiptFont: config.RECEIPT_FONT,
    awardBaggageRegion: config.AWARD_BAGGAGE_REGION,
    sns: social.on ? social.providers : config.SNS_PROVIDERS,
    publicOrigin: publicOrigin(config),
    captchaCodes: fixedCaptcha ? () => fixedCaptcha : undefined,
    proofOfWork: proofOfWorkSettings(config.PROOF_OF_WORK_ITERATIONS),
    lowPriceRecheckMs: config.LOW_PRICE_RECHECK_MS,
    payments,
  });
  await ready;

  // Holds past their deadline go back on sale; paid orders whose ticketing failed are ticketed.
  let running: Promise<unknown> = Promise.resolve();
  const sweep = setInterval(() => {
    running = Promise.all([jobs.sweepExpiredHolds(), jobs.ticketPaidOrders()]).catch((error: unknown) =>
      logger.error('order jobs failed', { error: error instanceof Error ? error.name : 'unknown' }),
    );
  }, HOLD_SWEEP_INTERVAL_MS);
  sweep.unref();

  // Low-fare alerts: a pass at a time per server; servers share the alerts through their row locks.
  let watching: Promise<unknown> | undefined;
  const watch = setInterval(() => {
    watching ??= jobs
      .watchLowPrices()
      .catch((error: unknown) => logger.error('low-fare watcher failed', { error: error instanceof Error ? error.name : 'unknown' }))
      .finally(() => {
        watching = undefined;
      });
  }, config.LOW_PRICE_WATCH_INTERVAL_MS);
  watch.unref();

  return {
    api,
    db,
    logger,
    demoIdp,
    demoLogins: config.DEMO_DATA
      ? [
          ...(await demoLogins(db)),
          `staff review page /api/staff/: ${DEMO_REVIEWER.username}, password ${DEMO_REVIEWER.password}`,
          ...DEMO_BUSINESS_ACCOUNTS.map(
            (a) => `business account ${a.companyCode} (${a.discountPercent} % off fares): its codes go to ${a.email}, in the mail outbox`,
          ),
          ...(social.on
            ? [
                `social login: every button signs in at the demo identity provider ${social.issuer} (not a real service); pick ${DEMO_IDENTITIES.map(demoIdentityLabel).join(', ')}, no password`,
              ]
            : []),
        ]
      : [],
    close: async () => {
      clearInterval(sweep);
      clearInterval(watch);
      await running;
      await watching;
      await payments.idle();
      await mailer.close();
      await db.close();
    },
  };
}
