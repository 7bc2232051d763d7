import { isIP } from 'node:net';
import * as v from 'valibot';
import { SnsProvidersSchema } from '../member/sns/provider-config.ts';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
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
  NODE_ENV: v.optional(v.string()),
  /** The key material of sealed links; every server of a cluster must share it. Made and stored in the database when unset. */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'STOREFRONT_SECRET must have at least 32 characters'))),
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
  if (result.output.SMTP_URL && !result.output.MAIL_FROM) throw new Error('Invalid configuration: MAIL_FROM: needed with SMTP_URL');
  return result.output;
}
