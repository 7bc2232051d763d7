import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type InteractionResults } from 'oidc-provider';
import { apiPath } from '../../../domain/api/operation.ts';
import { finishSnsLogin } from '../../../domain/api/sns.ts';
import { type Lang, langFromTag } from '../../../domain/languages.ts';
import { isSnsChannel, SNS_CHANNELS, type SnsChannel } from '../../../domain/member/sns-channels.ts';
import { translator } from '../../../lib/i18n/index.ts';
import { type Config, publicOrigin } from '../../config/config.ts';
import type { Logger } from '../../platform/logger.ts';
import { DEMO_IDENTITIES, type DemoIdentity } from './demo-identities.ts';
import { DEMO_IDP_PAGE_HEADERS, demoErrorPage, demoSignInPage } from './demo-idp-pages.ts';
import { demoIdpStore } from './demo-idp-store.ts';
import { isLoopbackHttp, type SnsProviderConfig } from './provider-config.ts';

/** Where the demo identity provider lives on the storefront's own origin, beside the sandbox card page. */
export const DEMO_IDP_PATH = '/api/demo-idp';
const DEMO_CLIENT_ID = 'storefront-demo';
const SCOPE = 'openid email profile';

/** Whether social login runs against the built-in demo provider, and if not, why (for the log). */
export type DemoIdpPlan =
  | { readonly on: true; readonly issuer: string; readonly providers: SnsProviderConfig[] }
  | { readonly on: false; readonly why: 'no demo data' | 'real providers configured' | 'not served here' | 'public origin not https' };

/**
 * The rule: with the demo data on and no provider named in SNS_PROVIDERS, the demo provider stands in for every
 * channel; as soon as SNS_PROVIDERS names one, only the named ones are offered, so a real provider is never shown
 * beside a demo one. It needs this process to serve it (the full server and the API server do; `astro dev` does
 * not), and an issuer that the storefront may fetch: https, or http on this machine.
 */
export function demoIdpPlan(
  config: Pick<Config, 'DEMO_DATA' | 'SNS_PROVIDERS' | 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  options: { served: boolean; clientSecret: string },
): DemoIdpPlan {
  if (!config.DEMO_DATA) return { on: false, why: 'no demo data' };
  if (config.SNS_PROVIDERS.length > 0) return { on: false, why: 'real providers configured' };
  if (!options.served) return { on: false, why: 'not served here' };
  const issuer = `${publicOrigin(config)}${DEMO_IDP_PATH}`;
  if (!issuer.startsWith('https://') && !isLoopbackHttp(issuer)) return { on: false, why: 'public origin not https' };
  return {
    on: true,
    issuer,
    providers: SNS_CHANNELS.map((channel) => ({ channel, issuer, clientId: DEMO_CLIENT_ID, clientSecret: options.clientSecret })),
  };
}

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The storefront's redirect URI of a channel, as the social-login routes build it. */
function redirectUriOf(publicOrigin: string, channel: SnsChannel): string {
  return `${publicOrigin}${apiPath(finishSnsLogin, { channel })}`;
}

/** The channel a redirect URI belongs to (its last segment), to name it on the page. */
function channelOf(redirectUri: unknown): SnsChannel | undefined {
  if (typeof redirectUri !== 'string') return undefined;
  const last = redirectUri.split('/').at(-1) ?? '';
  return isSnsChannel(last) ? last : undefined;
}

function langOf(uiLocales: unknown): Lang {
  const first = typeof uiLocales === 'string' ? uiLocales.split(' ')[0] : undefined;
  return (first && langFromTag(first)) || 'en';
}

/**
 * Every browser has its own copy of the demo identities: the subject of a pick is the identity and a random mark of
 * the browser, kept in a cookie of the provider. So the demo traveller one visitor binds to a membership is not the
 * one another visitor picks, and nobody logs in to someone else's account through a shared demo identity.
 */
const BROWSER_COOKIE = 'demo_idp_browser';
const SUBJECT_SEPARATOR = '~';

function browserOf(req: IncomingMessage): string | undefined {
  const found = new RegExp(`(?:^|;\\s*)${BROWSER_COOKIE}=([A-Za-z0-9_-]{22})(?:;|$)`).exec(req.headers.cookie ?? '');
  return found?.[1];
}

const SESSION_COOKIE = 'demo_idp_session';

function withoutSession(cookie: string | undefined): string | undefined {
  return cookie
    ?.split(';')
    .filter((pair) => !pair.trim().startsWith(`${SESSION_COOKIE}=`) && !pair.trim().startsWith(`${SESSION_COOKIE}.sig=`))
    .join(';');
}

function identityOf(subject: string): DemoIdentity | undefined {
  const [id, browser] = subject.split(SUBJECT_SEPARATOR);
  return browser ? DEMO_IDENTITIES.find((i) => i.id === id) : undefined;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 4096) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) inside the storefront, for the demo identities only: one
 * confidential client (the storefront, with the redirect URI of every channel), PKCE required, and a page of its
 * own where the visitor picks a demo identity (no password) or cancels. Its grants and sign-ins live in memory
 * (demoIdpStore), so a restart only ends the sign-ins in progress; its signing key is made at start, its cookies
 * are signed with keys derived from the master secret.
 */
export function createDemoIdentityProvider(options: {
  issuer: string;
  publicOrigin: string;
  clientSecret: string;
  cookieKeys: readonly Buffer[];
  /** Whether the proxies in front of the server are trusted for the request's protocol and host. */
  behindProxy: boolean;
  logger: Logger;
}): NodeListener {
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(options.issuer, {
    adapter: demoIdpStore(() => Date.now()),
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_secret: options.clientSecret,
        client_name: 'Storefront (demo)',
        redirect_uris: SNS_CHANNELS.map((channel) => redirectUriOf(options.publicOrigin, channel)),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...key, kid: 'demo-idp', use: 'sig', alg: 'ES256' }] },
    cookies: {
      keys: options.cookieKeys.map((k) => k.toString('base64url')),
      // Named apart from the storefront's own cookies, which share the origin.
      names: { session: SESSION_COOKIE, interaction: 'demo_idp_interaction', resume: 'demo_idp_resume' },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries e-mail and name, as the big providers' do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${DEMO_IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const identity = identityOf(id);
      return identity && { accountId: id, claims: () => ({ sub: id, email: identity.email, email_verified: true, name: identity.name }) };
    },
    renderError: (ctx) => {
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      ctx.set(DEMO_IDP_PAGE_HEADERS);
      ctx.body = demoErrorPage(langOf(ctx.oidc?.params?.ui_locales));
    },
  });
  provider.proxy = options.behindProxy;
  provider.on('server_error', (_ctx, error) => options.logger.error('demo identity provider failed', { error: error.name }));
  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const lang = langOf(details.params.ui_locales);
    if (req.method === 'GET' && action === undefined) {
      const channel = channelOf(details.params.redirect_uri);
      const { t } = translator(lang);
      res.writeHead(200, DEMO_IDP_PAGE_HEADERS);
      res.end(
        demoSignInPage({ lang, channelName: t(channel ? `sns.channel.${channel}` : 'sns.end.title'), actionBase: `${DEMO_IDP_PATH}/interaction/${uid}` }),
      );
      return;
    }
    if (req.method !== 'POST') throw new Error('unexpected interaction request');
    if (action === 'cancel') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The visitor cancelled' }, { mergeWithLastSubmission: false });
    }
    if (action !== 'pick') throw new Error('unknown interaction action');
    const picked = (await formOf(req)).get('identity');
    const identity = DEMO_IDENTITIES.find((i) => i.id === picked);
    if (!identity) throw new Error('no such demo identity');
    const browser = browserOf(req) ?? randomBytes(16).toString('base64url');
    res.setHeader(
      'set-cookie',
      `${BROWSER_COOKIE}=${browser}; Path=${DEMO_IDP_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax${options.issuer.startsWith('https://') ? '; Secure' : ''}`,
    );
    const accountId = `${identity.id}${SUBJECT_SEPARATOR}${browser}`;
    // Picking an identity is the consent too: the only client is the storefront itself.
    const grant = new provider.Grant({ accountId, clientId: DEMO_CLIENT_ID });
    grant.addOIDCScope(SCOPE);
    const result: InteractionResults = { login: { accountId }, consent: { grantId: await grant.save() } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.slice(DEMO_IDP_PATH.length) || '/';
    const match = /^\/interaction\/([^/]+)(?:\/(pick|cancel))?$/.exec(path);
    if (match) {
      interaction(req, res, match[1], match[2]).catch((error: unknown) => {
        options.logger.warn('demo identity provider step refused', { error: error instanceof Error ? error.name : 'unknown' });
        if (res.headersSent) return void res.end();
        res.writeHead(400, DEMO_IDP_PAGE_HEADERS);
        res.end(demoErrorPage('en'));
      });
      return;
    }
    // The provider remembers no sign-in from one social login to the next: each asks which demo identity again, so
    // that a visitor can try several in one browser (switching a remembered one would go through a logout page).
    req.headers.cookie = withoutSession(req.headers.cookie);
    const local = `${path}${url.search}`;
    // oidc-provider serves its routes from the root and finds where it is mounted from the original URL.
    Object.assign(req, { url: local, originalUrl: `${DEMO_IDP_PATH}${local}` });
    oidc(req, res);
  };
}
