import * as v from 'valibot';
import { SNS_CHANNELS, type SnsChannel } from '../../../domain/member/sns-channels.ts';

/** One OpenID Connect provider behind a social-login channel. */
export interface SnsProviderConfig {
  readonly channel: SnsChannel;
  /** The issuer identifier; its discovery document is fetched on first use. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is allowed only to a provider on this machine (development and tests). */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const issuerUrl = v.pipe(
  v.string(),
  v.url('issuer must be a URL'),
  v.check((s) => new URL(s).protocol === 'https:' || isLoopbackHttp(s), 'issuer must use https (http only on loopback)'),
);

const ProviderEntrySchema = v.object({
  issuer: issuerUrl,
  clientId: v.pipe(v.string(), v.nonEmpty('clientId is required')),
  clientSecret: v.pipe(v.string(), v.nonEmpty('clientSecret is required')),
});

/**
 * SNS_PROVIDERS: JSON of `{"google": {"issuer": …, "clientId": …, "clientSecret": …}}`,
 * keyed by the channels of SNS_CHANNELS; no other key is accepted.
 */
export const SnsProvidersSchema = v.pipe(
  v.string(),
  v.parseJson(undefined, 'SNS_PROVIDERS must be JSON'),
  v.strictObject(
    Object.fromEntries(SNS_CHANNELS.map((channel) => [channel, v.optional(ProviderEntrySchema)])) as Record<
      SnsChannel,
      v.OptionalSchema<typeof ProviderEntrySchema, undefined>
    >,
  ),
  v.transform((entries): SnsProviderConfig[] =>
    SNS_CHANNELS.flatMap((channel) => {
      const entry = entries[channel];
      return entry ? [{ channel, ...entry }] : [];
    }),
  ),
);
