import { isIP } from 'node:net';
import * as v from 'valibot';
import { SnsProvidersSchema } from '../member/sns/provider-config.ts';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
/** The shortest master secret taken, from the environment or a file. */
export const MIN_SECRET_LENGTH = 32;
const yesNo = v.pipe(
  v.picklist(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']),
  v.transform((s) => ['1', 'true', 'on', 'yes'].includes(s)),
);

/** The environment variables the server reads; the README lists them. */
export const ConfigSchema = v.object({
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), 'localhost'),
  PORT: v.optional(v.pipe(v.string(), v.digits(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(65535)), '4321'),
  /** A PostgreSQL server; without it the embedded database under DATA_DIR is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  /** The schema on the PostgreSQL server to keep the tables in (created when missing). */
  DATABASE_SCHEMA: v.optional(v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a plain lower-case SQL name'))),
  /** Folder of the embedded database, or memory:// to keep nothing. */
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data/pglite'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  /** Load the labelled demo data on first start. */
  DEMO_DATA: v.optional(yesNo, 'on'),
  /**
   * Browser tests only: every captcha image shows this code, so that a test can
   * type it. Refused when NODE_ENV is production; the server warns when it is set.
   */
  CAPTCHA_FIXED_CODE: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,6}$/, 'CAPTCHA_FIXED_CODE must be 4 to 6 letters or digits'))),
  /**
   * PBKDF2 iterations per guess of the proof-of-work challenges of protected calls: about half a second of a phone
   * at the default; more makes scripts pay more, and phones too. Browser tests lower it.
   */
  PROOF_OF_WORK_ITERATIONS: v.optional(
    v.pipe(v.string(), v.digits('PROOF_OF_WORK_ITERATIONS must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(100_000)),
    '1000',
  ),
  /**
   * Tests only: the embedded sandbox card provider waits this long (ms) before it notifies the outcome of a payment,
   * so that a test can kill the server in between. Refused when NODE_ENV is production.
   */
  SANDBOX_NOTIFY_DELAY_MS: v.optional(
    v.pipe(v.string(), v.digits('SANDBOX_NOTIFY_DELAY_MS must be a whole number of milliseconds'), v.transform(Number), v.maxValue(3_600_000)),
  ),
  /** How often (ms) this server runs a pass of the low-fare watcher; at least a second. */
  LOW_PRICE_WATCH_INTERVAL_MS: v.optional(
    v.pipe(
      v.string(),
      v.digits('LOW_PRICE_WATCH_INTERVAL_MS must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(1000),
      v.maxValue(86_400_000),
    ),
    '60000',
  ),
  /** How long (ms) after its last pricing a low-fare alert is priced again; at least a second. */
  LOW_PRICE_RECHECK_MS: v.optional(
    v.pipe(v.string(), v.digits('LOW_PRICE_RECHECK_MS must be a whole number of milliseconds'), v.transform(Number), v.minValue(1000), v.maxValue(86_400_000)),
    '600000',
  ),
  NODE_ENV: v.optional(v.string()),
  /**
   * The master secret the server's keys are derived from; the database never holds it. Every server of a cluster
   * must share it. Without it (or STOREFRONT_SECRET_FILE), one is made in the key file beside the data.
   */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `STOREFRONT_SECRET must have at least ${MIN_SECRET_LENGTH} characters`))),
  /** A file holding the master secret instead (a container secret); it must exist. */
  STOREFRONT_SECRET_FILE: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** During a rotation: the secret being replaced, whose keys are still accepted and re-wrapped under the current one. */
  STOREFRONT_PREVIOUS_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(MIN_SECRET_LENGTH, `STOREFRONT_PREVIOUS_SECRET must have at least ${MIN_SECRET_LENGTH} characters`)),
  ),
  /** The same, read from a file (for instance the key file the server made before). */
  STOREFRONT_PREVIOUS_SECRET_FILE: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Extra origins (comma separated) allowed to make state-changing API calls, e.g. a CDN host in front of the API. */
  ALLOWED_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    ),
    '',
  ),
  /**
   * The addresses of the proxies in front of this server (comma separated) whose X-Forwarded-For header is
   * believed; a request from any other peer is counted under the peer's own address, whatever it claims.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      ),
      v.check((list) => list.every((address) => isIP(address) !== 0), 'TRUST_PROXY must list IP addresses, comma separated'),
    ),
    '',
  ),
  /** An SMTP server for e-mail (smtp:// or smtps://, with user and password); without it, mail goes to MAIL_OUTBOX_DIR. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/[^/\s]+/, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  /** The sender of every e-mail; needed with SMTP_URL. */
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:[^<>]*<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, 'MAIL_FROM must be an address, optionally with a name: Airline <no-reply@example.com>'),
    ),
  ),
  /** Where e-mail is written as .eml files when no SMTP server is configured. */
  MAIL_OUTBOX_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data/outbox'),
  /** The operator's HTTP gateway for text messages (a JSON POST per message); without it, they go to SMS_OUTBOX_DIR. */
  SMS_URL: v.optional(
    v.pipe(v.string(), v.url('SMS_URL must be a URL such as https://sms.example.com/send'), v.regex(/^https?:\/\//, 'SMS_URL must be http:// or https://')),
  ),
  /** Sent as `Authorization: Bearer …` to SMS_URL. */
  SMS_TOKEN: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Where text messages are written as .json files when no gateway is configured. */
  SMS_OUTBOX_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data/sms-outbox'),
  /** The font of itinerary receipts: a Noto Sans CJK collection (.ttc), which covers Latin, Cyrillic, Chinese, Japanese and Korean. */
  RECEIPT_FONT: v.optional(v.pipe(v.string(), v.nonEmpty()), '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** Spec 1's designated set for award baggage: countries (ISO codes, comma separated) whose segments keep the allowance by cabin; a segment leaving them allows 20 kg. */
  AWARD_BAGGAGE_REGION: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) =>
        text
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
      v.check(
        (codes) => codes.length > 0 && codes.every((code) => /^[A-Z]{2}$/.test(code)),
        'AWARD_BAGGAGE_REGION must list two-letter country codes, comma separated: CN,HK,MO,TW',
      ),
    ),
    'CN,HK,MO,TW',
  ),
  /** The address travellers reach the storefront at, for the links in e-mails (never taken from a request's Host header). */
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.url('PUBLIC_URL must be a URL such as https://www.example.com'), v.regex(/^https?:\/\//, 'PUBLIC_URL must be http:// or https://')),
  ),
  /** Social login: the OpenID Connect provider of each channel, as JSON; none configured turns social login off. */
  SNS_PROVIDERS: v.optional(SnsProvidersSchema, '{}'),
});

/** The sender of the outbox's messages when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Storefront (demo) <no-reply@storefront.invalid>';

export type Config = v.InferOutput<typeof ConfigSchema>;

/** The origin (no trailing slash) that links in e-mails start with: PUBLIC_URL, else this server's own address. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const picked = Object.fromEntries(Object.keys(ConfigSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (result.output.CAPTCHA_FIXED_CODE && result.output.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: CAPTCHA_FIXED_CODE is for tests and cannot be set in production');
  }
  if (result.output.SANDBOX_NOTIFY_DELAY_MS !== undefined && result.output.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: SANDBOX_NOTIFY_DELAY_MS is for tests and cannot be set in production');
  }
  if (result.output.SMTP_URL && !result.output.MAIL_FROM) throw new Error('Invalid configuration: MAIL_FROM: needed with SMTP_URL');
  if (result.output.STOREFRONT_SECRET && result.output.STOREFRONT_SECRET_FILE) {
    throw new Error('Invalid configuration: set STOREFRONT_SECRET or STOREFRONT_SECRET_FILE, not both');
  }
  if (result.output.STOREFRONT_PREVIOUS_SECRET && result.output.STOREFRONT_PREVIOUS_SECRET_FILE) {
    throw new Error('Invalid configuration: set STOREFRONT_PREVIOUS_SECRET or STOREFRONT_PREVIOUS_SECRET_FILE, not both');
  }
  return result.output;
}
