import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin } from '../../src/domain/api/member.ts';
import { bindSnsAccount, logInWithSns, startSnsLogin } from '../../src/domain/api/sns.ts';
import { SNS_CHANNELS, type SnsChannel } from '../../src/domain/member/sns-channels.ts';
import { messagesOf, translate } from '../../src/lib/i18n/index.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { DEMO_IDENTITIES } from '../../src/server/member/sns/demo-identities.ts';
import { createDemoIdentityProvider, DEMO_IDP_PATH, demoIdpPlan, type NodeListener } from '../../src/server/member/sns/demo-identity-provider.ts';
import { createLogger } from '../../src/server/platform/logger.ts';
import { joinAsMember } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

/** Cookies by name, as a browser keeps them for the provider's host. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the demo provider: follows its redirects to its page, then presses one identity's button
 * (or Cancel), and stops at the first redirect away from the provider's paths: the answer to our redirect URI.
 */
async function atDemoProvider(
  authorizationUrl: string,
  choice: { identity: string } | 'cancel',
  jar = new CookieJar(),
): Promise<{ page: string; status: number; answer?: URL }> {
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  let page = '';
  for (let step = 0; step < 10; step++) {
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...(next.init?.headers ?? {}), cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (!target.pathname.startsWith(DEMO_IDP_PATH)) return { page, status: response.status, answer: target };
      next = { url: target.href };
      continue;
    }
    // A page answering a press of a button: the provider refused it.
    if (next.init?.method === 'POST') return { page: await response.text(), status: response.status };
    page = await response.text();
    const action = (name: string) => new URL(new RegExp(`action="([^"]*/${name})"`).exec(page)?.[1] ?? 'missing', next.url).href;
    next =
      choice === 'cancel'
        ? { url: action('cancel'), init: { method: 'POST' } }
        : {
            url: action('pick'),
            init: {
              method: 'POST',
              body: new URLSearchParams({ identity: choice.identity }).toString(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            },
          };
  }
  throw new Error('too many steps at the demo provider');
}

describe('the built-in demo identity provider', () => {
  let server: Server;
  let issuer = '';
  let t: Awaited<ReturnType<typeof testApp>>;
  let phone = 230000000;

  beforeAll(async () => {
    let listener: NodeListener = (_req, res) => void res.writeHead(503).end();
    server = createServer((req, res) => listener(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const publicUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plan = demoIdpPlan(loadConfig({ PUBLIC_URL: publicUrl }), { served: true, clientSecret: 'demo-client-secret' });
    if (!plan.on) throw new Error(`the demo provider is off: ${plan.why}`);
    issuer = plan.issuer;
    listener = createDemoIdentityProvider({
      issuer,
      publicOrigin: publicUrl,
      clientSecret: 'demo-client-secret',
      cookieKeys: [Buffer.alloc(32, 7)],
      behindProxy: false,
      logger: createLogger('silent'),
    });
    t = await testApp({ sns: plan.providers, publicOrigin: publicUrl });
  });
  afterAll(async () => {
    await t?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function jump(channel: SnsChannel, lang: 'en' | 'de' = 'en') {
    const res = await t.api.send(startSnsLogin, { params: { site: lang === 'de' ? 'de' : 'nz', lang }, query: { type: channel } });
    expect(res.status).toBe(302);
    return { authorization: res.text, cookie: /sns_flow=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0] ?? '' };
  }

  async function callback(answer: URL, cookie: string) {
    const res = await t.request(`${answer.pathname}${answer.search}`, { headers: { cookie } });
    const end = new URL(res.headers.get('location') ?? '', 'http://localhost');
    return { token: end.searchParams.get('token'), error: end.searchParams.get('error') };
  }

  it('serves its discovery document at its issuer below the storefront origin, with its endpoints below it', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/demo-idp$/);
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('stands in for every channel, so every social button is offered', async () => {
    expect(await t.api.ok(checkLogin)).toEqual({ user: null, snsLogin: true, snsChannels: [...SNS_CHANNELS] });
  });

  it('shows a page labelled as a demo in the visitor language, naming the channel and offering the demo identities without a password', async () => {
    const { authorization } = await jump('line', 'de');
    const { page } = await atDemoProvider(authorization, 'cancel');
    expect(page).toContain('<html lang="de">');
    const de = messagesOf('de');
    expect(page).toContain(`<h1>${de['demoIdp.title']}</h1>`);
    expect(page).toContain(translate(de, 'demoIdp.notice', { channel: 'LINE' }));
    expect(page).not.toContain('type="password"');
    for (const identity of DEMO_IDENTITIES) expect(page).toContain(`value="${identity.id}">${translate(de, 'demoIdp.identity', { name: identity.name })}`);

    const english = await atDemoProvider((await jump('google')).authorization, 'cancel');
    expect(english.page).toContain('<html lang="en">');
    expect(english.page).toContain('Demo traveller Aiko Tanaka');
    expect(english.page).toContain('It stands in for signing in with Google and is not run by Google or by any other company');
  });

  it('sends a picked demo identity back as a social account, which binds to a member and then logs that member in from the same browser only', async () => {
    const aiko = DEMO_IDENTITIES[0];
    const browser = new CookieJar();
    const first = await jump('google');
    const { answer } = await atDemoProvider(first.authorization, { identity: aiko.id }, browser);
    if (!answer) throw new Error('the demo provider did not answer');
    const { token, error } = await callback(answer, first.cookie);
    expect(error).toBeNull();
    const unbound = await t.api.send(logInWithSns, { body: { site: 'nz', language: 'en', token: token ?? '', type: 'google' } });
    expect(unbound.reply).toEqual({ bound: false, channel: 'google' });

    phone += 1;
    const member = await joinAsMember(t, { email: `demo${phone}@example.com`, phone: String(phone) });
    const bound = await t.api.send(bindSnsAccount, { body: { contactType: 'google', token: token ?? '' } }, { browser: { cookie: member.cookie } });
    expect(bound.status).toBe(200);
    expect(bound.reply).toMatchObject({ binding: { channel: 'google', bound: true, hint: 'a***@example.com' } });

    const again = await jump('google');
    const secondAnswer = (await atDemoProvider(again.authorization, { identity: aiko.id }, browser)).answer;
    if (!secondAnswer) throw new Error('the demo provider did not answer');
    const second = await callback(secondAnswer, again.cookie);
    const login = await t.api.send(logInWithSns, { body: { site: 'nz', language: 'en', token: second.token ?? '', type: 'google' } });
    expect(login.reply).toMatchObject({ bound: true, user: { id: member.memberNo } });

    // Another visitor's Aiko Tanaka is another account: a shared demo identity opens nobody's membership.
    const elsewhere = await jump('google');
    const otherAnswer = (await atDemoProvider(elsewhere.authorization, { identity: aiko.id }, new CookieJar())).answer;
    if (!otherAnswer) throw new Error('the demo provider did not answer');
    const other = await callback(otherAnswer, elsewhere.cookie);
    const stranger = await t.api.send(logInWithSns, { body: { site: 'nz', language: 'en', token: other.token ?? '', type: 'google' } });
    expect(stranger.reply).toEqual({ bound: false, channel: 'google' });
  });

  it('asks again at each social login, so that one browser can pick another demo identity next time', async () => {
    const browser = new CookieJar();
    const first = await jump('facebook');
    const firstAnswer = (await atDemoProvider(first.authorization, { identity: DEMO_IDENTITIES[1].id }, browser)).answer;
    const second = await jump('naver');
    const { page, answer } = await atDemoProvider(second.authorization, { identity: DEMO_IDENTITIES[3].id }, browser);
    expect(page).toContain('Demo traveller Sofia Rossi');
    if (!firstAnswer || !answer) throw new Error('the demo provider did not answer');
    expect(answer.pathname).toBe('/api/sns/callback/naver');
    const { token } = await callback(answer, second.cookie);
    expect(token).toBeTruthy();
  });

  it('answers a cancel at its page with a refusal the pop-up reports', async () => {
    const { authorization, cookie } = await jump('kakao');
    const { answer } = await atDemoProvider(authorization, 'cancel');
    if (!answer) throw new Error('the demo provider did not answer');
    expect(answer.searchParams.get('error')).toBe('access_denied');
    // xxx: refused at the provider, which the pop-up reports as a failed social login.
    expect(await callback(answer, cookie)).toEqual({ token: null, error: 'xxx' });
  });

  it('refuses an identity it does not have, with a page of its own and no code', async () => {
    const { authorization } = await jump('google');
    const refused = await atDemoProvider(authorization, { identity: 'someone-else' });
    expect(refused.status).toBe(400);
    expect(refused.answer).toBeUndefined();
    expect(refused.page).toContain('<p role="alert">This demo sign-in cannot go on.');
  });
});
