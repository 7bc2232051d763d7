import * as oidc from 'openid-client';
import { SNS_CHANNELS, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import type { Logger } from '../../platform/logger.ts';
import { isLoopbackHttp, type SnsProviderConfig } from './provider-config.ts';

/** What the browser must bring back for the callback to be trusted; kept sealed in a cookie meanwhile. */
export interface SnsFlow {
  readonly channel: SnsChannel;
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
}

/** Who the provider says the visitor is. */
export interface SnsIdentity {
  readonly channel: SnsChannel;
  readonly subject: string;
  readonly email: string | null;
  readonly name: string | null;
}

/**
 * Why a social login did not finish: the provider cannot be reached, the visitor
 * (or the provider) refused, or what came back does not belong to this flow.
 */
export type SnsFailure = 'unavailable' | 'denied' | 'rejected';

export class SnsProviderError extends Error {
  readonly reason: SnsFailure;

  constructor(reason: SnsFailure, detail: string) {
    super(detail);
    this.name = 'SnsProviderError';
    this.reason = reason;
  }
}

const SCOPE = 'openid email profile';
/** Seconds a discovery or token request may take before the provider counts as down. */
const REQUEST_TIMEOUT_S = 10;

/**
 * The OpenID Connect side of social login (openid-client): the authorization
 * request with PKCE, state and nonce, and the code exchange with the checks of the
 * ID token. Each provider's discovery document is fetched on first use and kept;
 * a failed discovery is forgotten, so the next attempt tries again.
 */
export function createOidcClients(deps: { providers: readonly SnsProviderConfig[]; logger: Logger }) {
  const byChannel = new Map(deps.providers.map((p) => [p.channel, p]));
  const discovered = new Map<SnsChannel, Promise<oidc.Configuration>>();

  function configurationOf(channel: SnsChannel): Promise<oidc.Configuration> {
    const provider = byChannel.get(channel);
    if (!provider) return Promise.reject(new SnsProviderError('unavailable', `no provider for ${channel}`));
    let found = discovered.get(channel);
    if (!found) {
      found = oidc
        .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
          timeout: REQUEST_TIMEOUT_S,
          ...(isLoopbackHttp(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          discovered.delete(channel);
          deps.logger.warn('social login provider discovery failed', { channel, error: errorName(error) });
          throw new SnsProviderError('unavailable', `discovery of ${channel} failed`);
        });
      discovered.set(channel, found);
    }
    return found;
  }

  return {
    /** The channels with a configured provider, in the order of SNS_CHANNELS. */
    channels: (): SnsChannel[] => SNS_CHANNELS.filter((channel) => byChannel.has(channel)),

    has: (channel: SnsChannel): boolean => byChannel.has(channel),

    /** The provider's authorization URL for a new flow, and the flow to keep until the browser comes back. */
    async start(channel: SnsChannel, redirectUri: string, uiLocale: string): Promise<{ url: URL; flow: SnsFlow }> {
      const config = await configurationOf(channel);
      const verifier = oidc.randomPKCECodeVerifier();
      const flow: SnsFlow = { channel, verifier, state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ui_locales: uiLocale,
      });
      return { url, flow };
    },

    /**
     * Checks the provider's answer at our redirect URI against the flow (state),
     * exchanges the code (with the PKCE verifier), validates the ID token (issuer,
     * audience, signature, nonce, time) and reads who the visitor is.
     */
    async finish(flow: SnsFlow, callbackUrl: URL): Promise<SnsIdentity> {
      const refused = callbackUrl.searchParams.get('error');
      if (refused) throw new SnsProviderError('denied', refused);
      const config = await configurationOf(flow.channel);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        deps.logger.warn('social login code exchange refused', { channel: flow.channel, error: errorName(error) });
        throw new SnsProviderError(isUnreachable(error) ? 'unavailable' : 'rejected', errorName(error));
      }
      const claims = tokens.claims();
      if (!claims) throw new SnsProviderError('rejected', 'no ID token');
      let email = text(claims.email);
      let name = text(claims.name);
      // Some providers put the profile in the userinfo response only.
      if ((email === null || name === null) && config.serverMetadata().userinfo_endpoint) {
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          email ??= text(info.email);
          name ??= text(info.name);
        } catch (error) {
          deps.logger.warn('social login userinfo failed', { channel: flow.channel, error: errorName(error) });
        }
      }
      return { channel: flow.channel, subject: claims.sub, email, name };
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The kind of error only, never its message: it may quote tokens. */
function errorName(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `${error.name}:${error.error}`;
  if (error instanceof oidc.AuthorizationResponseError) return `${error.name}:${error.error}`;
  if (error instanceof Error) return 'code' in error && typeof error.code === 'string' ? `${error.name}:${error.code}` : error.name;
  return 'unknown';
}

/** A connection that failed or timed out, however deep in the error's causes. */
function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current instanceof TypeError || current.name === 'TimeoutError' || current.name === 'AbortError') return true;
  }
  return false;
}
