import * as v from 'valibot';
import { SnsProvidersSchema } from '../member/sns/provider-config.ts';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
const yesNo = v.pipe(v.picklist(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no']), v.transform((s) => ['1', 'true', 'on', 'yes'].includes(s)));

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
  /** The key material of sealed links; every server of a cluster must share it. Made and stored in the database when unset. */
  STOREFRONT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'STOREFRONT_SECRET must have at least 32 characters'))),
  /** Extra origins (comma separated) allowed to make state-changing API calls, e.g. a CDN host in front of the API. */
  ALLOWED_ORIGINS: v.optional(
    v.pipe(v.string(), v.transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean))),
    '',
  ),
  /** Social login: the OpenID Connect provider of each channel, as JSON; none configured turns social login off. */
  SNS_PROVIDERS: v.optional(SnsProvidersSchema, '{}'),
  /**
   * The storefront's public origin (https://www.example.com), where providers send
   * the browser back after a social login; without it, the origin of the request.
   */
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.url('PUBLIC_ORIGIN must be a URL'),
      v.transform((s) => new URL(s).origin),
    ),
  ),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const picked = Object.fromEntries(Object.keys(ConfigSchema.entries).map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.output;
}
