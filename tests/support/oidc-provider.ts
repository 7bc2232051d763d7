import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type InteractionResults } from 'oidc-provider';
import type { SnsChannel } from '../../src/domain/member/sns-channels.ts';
import type { SnsProviderConfig } from '../../src/server/member/sns/provider-config.ts';

/** People who can sign in at the test provider. */
export interface TestAccount {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
}

export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { id: 'acc-alice', email: 'alice@example.com', password: 'alice-secret', name: 'Alice Walker' },
  { id: 'acc-bruno', email: 'bruno@example.com', password: 'bruno-secret', name: 'Bruno Costa' },
  { id: 'acc-chen', email: 'chen@example.com', password: 'chen-secret', name: 'Chen Jing' },
];

export const TEST_CLIENT_ID = 'storefront';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function loginPage(uid: string, error?: string): string {
  return page(
    'Sign in to Test ID',
    `${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/interaction/${uid}/login">
      <p><label for="email">E-mail</label> <input id="email" name="email" type="email" autocomplete="username"></p>
      <p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`,
  );
}

function consentPage(uid: string, client: string): string {
  return page(
    'Allow access',
    `<p>${escapeHtml(client)} asks for your e-mail address and name.</p>
    <form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>
    <form method="post" action="/interaction/${uid}/abort"><button type="submit">Deny</button></form>`,
  );
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with a confidential
 * client for the given redirect URIs and a small interaction of its own: a login
 * form checked against TEST_ACCOUNTS, then a consent page (Allow or Deny).
 */
export async function startOidcProvider(options: { redirectUris: readonly string[]; port?: number; clientSecret?: string; accounts?: readonly TestAccount[] }) {
  const accounts = options.accounts ?? TEST_ACCOUNTS;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Airline storefront (test)',
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...key, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries e-mail and name, as the big providers' do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.find((a) => a.id === id);
      return account && { accountId: account.id, claims: () => ({ sub: account.id, email: account.email, email_verified: true, name: account.name }) };
    },
  });
  const oidc = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const finish = (result: InteractionResults, merge: boolean) => provider.interactionFinished(req, res, result, { mergeWithLastSubmission: merge });
    if (req.method === 'GET' && action === undefined) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(details.prompt.name === 'login' ? loginPage(uid) : consentPage(uid, 'Airline storefront (test)'));
      return;
    }
    if (req.method !== 'POST') throw new Error('unexpected interaction request');
    if (action === 'abort') return finish({ error: 'access_denied', error_description: 'The user cancelled' }, false);
    if (action === 'login') {
      const form = await formOf(req);
      const account = accounts.find((a) => a.email === form.get('email') && a.password === form.get('password'));
      if (!account) {
        res.statusCode = 401;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(uid, 'Wrong e-mail or password.'));
        return;
      }
      return finish({ login: { accountId: account.id } }, false);
    }
    if (action === 'confirm') {
      const { params, prompt, session } = details;
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
      if (!grant) throw new Error('grant lost');
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      return finish({ consent: { grantId: await grant.save() } }, true);
    }
    throw new Error('unknown interaction action');
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const match = /^\/interaction\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (!match) return void oidc(req, res);
    interaction(req, res, match[1], match[2]).catch((error: unknown) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.end(error instanceof Error ? error.message : 'interaction failed');
    });
  });

  return {
    issuer,
    clientSecret,
    /** The storefront's configuration of a channel served by this provider. */
    providerConfig: (channel: SnsChannel): SnsProviderConfig => ({ channel, issuer, clientId: TEST_CLIENT_ID, clientSecret }),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** Cookies by name for one host, as a browser keeps them for one flow. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: follows its redirects, signs in and answers
 * the consent page, and stops at the first redirect away from the provider,
 * which is the answer to our redirect URI (with code and state, or an error).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  how: { account?: TestAccount; consent?: 'allow' | 'deny'; cancelLogin?: boolean } = {},
): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  const account = how.account ?? TEST_ACCOUNTS[0];
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...(next.init?.headers ?? {}), cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    const action = (name: string) => {
      const found = new RegExp(`action="([^"]*/${name})"`).exec(html)?.[1];
      if (!found) throw new Error(`no ${name} form at the provider (status ${response.status})`);
      return new URL(found, origin).href;
    };
    const post = (url: string, body = '') => ({ url, init: { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } } });
    if (html.includes('/login"')) {
      next = how.cancelLogin
        ? post(action('abort'))
        : post(action('login'), new URLSearchParams({ email: account.email, password: account.password }).toString());
    } else if (html.includes('/confirm"')) {
      next = post(action(how.consent === 'deny' ? 'abort' : 'confirm'));
    } else {
      throw new Error(`unexpected page at the provider (status ${response.status})`);
    }
  }
  throw new Error('too many steps at the provider');
}
