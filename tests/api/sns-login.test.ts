import { constants, createHash, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin, getPublicKey, logIn, logOut } from '../../src/domain/api/member.ts';
import { apiPath } from '../../src/domain/api/operation.ts';
import { bindSnsAccount, finishSnsLogin, getSnsBindings, logInWithSns, startSnsLogin, unbindSnsAccount } from '../../src/domain/api/sns.ts';
import type { SnsChannel } from '../../src/domain/member/sns-channels.ts';
import { MAX_SNS_BINDINGS, MAX_SNS_UNBINDS, UNBIND_WINDOW_MS } from '../../src/server/member/sns/sns-bindings.ts';
import { SNS_TOKEN_MS } from '../../src/server/member/sns/sns-tokens.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { joinAsMember } from '../support/joining.ts';
import { signInAtProvider, startOidcProvider, TEST_ACCOUNTS, type TestAccount, type TestOidcProvider } from '../support/oidc-provider.ts';
import { scriptedServer } from '../support/serve-app.ts';
import { testApp } from '../support/test-app.ts';

const NZ = { site: 'nz', lang: 'en' } as const;
const CHANNELS: SnsChannel[] = ['google', 'facebook', 'line', 'kakao'];
const [alice, bruno, chen] = TEST_ACCOUNTS;

/** Where the provider sends a channel's answer back: our redirect URI. */
const redirectUri = (channel: SnsChannel) => `http://localhost${apiPath(finishSnsLogin, { channel })}`;

describe('social login with a real OpenID provider', () => {
  let provider: TestOidcProvider;
  let t: Awaited<ReturnType<typeof testApp>>;
  let publicKey = '';
  const clock = manualClock('2026-11-21T08:00:00Z');
  let phone = 210000000;

  const sessionCookie = (res: { headers: Headers }) => /__Host-sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  const flowCookie = (res: { headers: Headers }) => /sns_flow=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];

  /** The pop-up's way to the provider: our jump answers with the authorization URL and the flow cookie. */
  async function jump(channel: SnsChannel) {
    const res = await t.api.send(startSnsLogin, { params: NZ, query: { type: channel } });
    expect(res.status).toBe(302);
    return { authorization: new URL(res.text), cookie: flowCookie(res) ?? '' };
  }

  /** Our redirect URI receives the provider's answer (the address it sends the browser to) and sends the pop-up to /snsEnd with a token or an error. */
  async function callback(answer: URL, cookie: string) {
    const res = await t.request(`${answer.pathname}${answer.search}`, { headers: { cookie } });
    expect(res.status).toBe(302);
    const end = new URL(res.headers.get('location') ?? '', 'http://localhost');
    expect(end.pathname).toBe('/tk/snsEnd/');
    return { token: end.searchParams.get('token'), error: end.searchParams.get('error') };
  }

  async function socialToken(channel: SnsChannel, account: TestAccount = alice): Promise<string> {
    const { authorization, cookie } = await jump(channel);
    const { token } = await callback(await signInAtProvider(authorization.href, { account }), cookie);
    expect(token).toBeTruthy();
    return token ?? '';
  }

  async function newMember(): Promise<{ memberNo: string; cookie: string; email: string }> {
    phone += 1;
    const email = `member${phone}@example.com`;
    const { memberNo, cookie } = await joinAsMember(t, { email, phone: String(phone) });
    return { memberNo, cookie, email };
  }

  async function passwordLogin(email: string): Promise<string> {
    const pw = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('246810')).toString('base64');
    const res = await t.api.send(logIn, { body: { country: 'nz', language: 'en', loginType: 'account', id: email, pw } });
    expect(res.status).toBe(200);
    return sessionCookie(res) ?? '';
  }

  const snsLogin = (token: string, type: SnsChannel = 'google', cookie?: string) =>
    t.api.send(logInWithSns, { body: { site: 'nz', language: 'en', token, type } }, { browser: { cookie } });
  const bind = (cookie: string, token: string, contactType: SnsChannel = 'google') =>
    t.api.send(bindSnsAccount, { body: { contactType, token } }, { browser: { cookie } });
  const unbind = (cookie: string, contactType: SnsChannel = 'google') => t.api.send(unbindSnsAccount, { body: { contactType } }, { browser: { cookie } });
  const bindings = async (cookie: string) => (await t.api.ok(getSnsBindings, {}, { browser: { cookie } })).channels;
  const whoIs = async (cookie?: string) => (await t.api.ok(checkLogin, {}, { browser: { cookie } })).user;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: CHANNELS.map(redirectUri) });
    t = await testApp({ clock, sns: CHANNELS.map((channel) => provider.providerConfig(channel)), publicOrigin: 'http://localhost' });
    ({ publicKey } = await t.api.ok(getPublicKey));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('offers social login on the configured channels in the check-login reply', async () => {
    expect(await t.api.ok(checkLogin)).toEqual({ user: null, snsLogin: true, snsChannels: ['google', 'facebook', 'line', 'kakao'] });
  });

  it('sends the pop-up to the provider with PKCE, state and nonce, keeping them in a sealed HttpOnly cookie', async () => {
    const res = await t.api.send(startSnsLogin, { params: { site: 'kr', lang: 'ko' }, query: { type: 'google' } });
    expect(res.status).toBe(302);
    const url = new URL(res.text);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'storefront',
      response_type: 'code',
      redirect_uri: redirectUri('google'),
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      ui_locales: 'ko',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sns_flow=[\w-]+; Max-Age=600; Path=\/api\/sns\/; HttpOnly; Secure; SameSite=Lax$/);
    // Sealed: neither the verifier nor the state can be read from it.
    expect(cookie).not.toContain(url.searchParams.get('state'));
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('answers a social account bound to nobody with bound: false, and the token stays usable', async () => {
    const token = await socialToken('google', chen);
    for (let i = 0; i < 2; i++) {
      const res = await snsLogin(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.reply).toEqual({ bound: false, channel: 'google' });
    }
    const row = await t.db.query<{ token_hash: string }>('select token_hash from sns_token where token_hash = $1', [
      createHash('sha256').update(token).digest('base64url'),
    ]);
    expect(row).toHaveLength(1);
    expect(await t.db.query('select 1 from sns_token where token_hash = $1', [token])).toHaveLength(0);
  });

  it('binds the social account after a password login, then logs its member in by it with a new session', async () => {
    const member = await newMember();
    const unbound = await socialToken('google', alice);
    expect((await snsLogin(unbound)).reply).toEqual({ bound: false, channel: 'google' });
    const cookie = await passwordLogin(member.email);
    const bound = await bind(cookie, unbound);
    expect(bound.status).toBe(200);
    expect(bound.reply).toMatchObject({
      binding: { channel: 'google', available: true, bound: true, hint: 'a***@example.com', boundAt: '2026-11-21T08:00:00.000Z' },
    });
    expect(await t.api.send(logOut, {}, { browser: { cookie } })).toHaveProperty('status', 200);

    const res = await snsLogin(await socialToken('google', alice), 'google', cookie);
    expect(res.status).toBe(200);
    expect(res.reply).toEqual({ bound: true, user: { id: member.memberNo, name: 'Mei Lin' } });
    const session = sessionCookie(res);
    expect(session).toBeTruthy();
    expect(session).not.toBe(cookie);
    expect(await whoIs(session ?? '')).toEqual({ id: member.memberNo, name: 'Mei Lin' });
  });

  it('refuses to bind an account bound to any member, or a channel the member has bound, with CZSNS000006', async () => {
    const first = await newMember();
    expect((await bind(first.cookie, await socialToken('facebook', bruno), 'facebook')).status).toBe(200);
    const second = await newMember();
    const again = await bind(second.cookie, await socialToken('facebook', bruno), 'facebook');
    expect(again.status).toBe(409);
    expect(again.failure).toMatchObject({ ex: 'CZSNS000006', msg: 'This social account is already linked to another member.' });
    const otherAccount = await bind(first.cookie, await socialToken('facebook', chen), 'facebook');
    expect(otherAccount.failure).toMatchObject({ ex: 'CZSNS000006' });
  });

  it('lists each offered channel with its state and a masked hint, and unbinds one', async () => {
    const member = await newMember();
    await bind(member.cookie, await socialToken('line', alice), 'line');
    expect(await bindings(member.cookie)).toEqual([
      { channel: 'google', available: true, bound: false, boundAt: null, hint: null },
      { channel: 'facebook', available: true, bound: false, boundAt: null, hint: null },
      { channel: 'line', available: true, bound: true, boundAt: '2026-11-21T08:00:00.000Z', hint: 'a***@example.com' },
      { channel: 'kakao', available: true, bound: false, boundAt: null, hint: null },
    ]);
    const res = await unbind(member.cookie, 'line');
    expect(res.status).toBe(200);
    expect((await bindings(member.cookie)).every((b) => !b.bound)).toBe(true);
    expect((await snsLogin(await socialToken('line', alice), 'line')).reply).toEqual({ bound: false, channel: 'line' });
    expect((await unbind(member.cookie, 'line')).status).toBe(404);
  });

  it(`stops at ${MAX_SNS_BINDINGS} bound accounts with CZSNS000009 and at ${MAX_SNS_UNBINDS} unbinds in 30 days with CZSNS000008`, async () => {
    const member = await newMember();
    for (const channel of CHANNELS.slice(0, MAX_SNS_BINDINGS)) expect((await bind(member.cookie, await socialToken(channel, chen), channel)).status).toBe(200);
    const over = await bind(member.cookie, await socialToken('kakao', chen), 'kakao');
    expect(over.status).toBe(429);
    expect(over.failure).toMatchObject({ ex: 'CZSNS000009' });

    for (const channel of CHANNELS.slice(0, MAX_SNS_UNBINDS)) expect((await unbind(member.cookie, channel)).status).toBe(200);
    expect((await bind(member.cookie, await socialToken('kakao', chen), 'kakao')).status).toBe(200);
    const tooMany = await unbind(member.cookie, 'kakao');
    expect(tooMany.status).toBe(429);
    expect(tooMany.failure).toMatchObject({ ex: 'CZSNS000008' });

    clock.advance(UNBIND_WINDOW_MS);
    const cookie = await passwordLogin(member.email);
    expect((await unbind(cookie, 'kakao')).status).toBe(200);
  });

  it('refuses a spent, expired, unknown or other-channel token with CZSNS000010', async () => {
    const member = await newMember();
    const spent = await socialToken('kakao', bruno);
    expect((await bind(member.cookie, spent, 'kakao')).status).toBe(200);
    for (const res of [await snsLogin(spent, 'kakao'), await bind(member.cookie, spent, 'kakao')]) {
      expect(res.status).toBe(400);
      expect(res.failure).toMatchObject({ ex: 'CZSNS000010' });
    }
    const otherChannel = await socialToken('google', bruno);
    expect((await snsLogin(otherChannel, 'line')).failure).toMatchObject({ ex: 'CZSNS000010' });
    expect((await snsLogin('not-a-token')).failure).toMatchObject({ ex: 'CZSNS000010' });

    const late = await socialToken('google', bruno);
    clock.advance(SNS_TOKEN_MS);
    expect((await snsLogin(late)).failure).toMatchObject({ ex: 'CZSNS000010' });
  });

  it('refuses an answer whose state was altered, and keeps no token', async () => {
    const { authorization, cookie } = await jump('google');
    const answer = await signInAtProvider(authorization.href, { account: alice });
    expect(answer.searchParams.get('code')).toBeTruthy();
    answer.searchParams.set('state', `${answer.searchParams.get('state')}x`);
    expect(await callback(answer, cookie)).toEqual({ token: null, error: 'CZSNS000010' });
  });

  it('refuses an answer without its flow cookie or with an altered one', async () => {
    const { authorization, cookie } = await jump('google');
    const answer = await signInAtProvider(authorization.href, { account: alice });
    expect(await callback(answer, '')).toEqual({ token: null, error: 'CZSNS000010' });
    // The next-to-last character changes for sure (the last may carry only padding bits).
    const altered = cookie.replace(/(.)(.)$/, (_m, before: string, last: string) => `${before === 'A' ? 'B' : 'A'}${last}`);
    expect(await callback(answer, altered)).toEqual({ token: null, error: 'CZSNS000010' });
    // The flow of one channel does not finish another's.
    const other = await jump('facebook');
    const facebookAnswer = new URL(`${apiPath(finishSnsLogin, { channel: 'facebook' })}${answer.search}`, answer);
    expect(await callback(facebookAnswer, other.cookie)).toEqual({ token: null, error: 'CZSNS000010' });
  });

  it('refuses a code issued for another PKCE challenge: the provider will not exchange it for our verifier', async () => {
    const { authorization, cookie } = await jump('google');
    const forged = new URL(authorization);
    forged.searchParams.set('code_challenge', createHash('sha256').update('another verifier of forty-three characters!!').digest('base64url'));
    const answer = await signInAtProvider(forged.href, { account: alice });
    expect(answer.searchParams.get('code')).toBeTruthy();
    expect(await callback(answer, cookie)).toEqual({ token: null, error: 'CZSNS000010' });
    expect(t.logger.lines.at(-2)).toMatchObject({ message: 'social login code exchange refused', error: 'ResponseBodyError:invalid_grant' });
  });

  it('ends a cancelled login or a denied consent with the generic social failure xxx', async () => {
    const denied = await jump('google');
    expect(await callback(await signInAtProvider(denied.authorization.href, { consent: 'deny' }), denied.cookie)).toEqual({ token: null, error: 'xxx' });
    const cancelled = await jump('google');
    expect(await callback(await signInAtProvider(cancelled.authorization.href, { cancelLogin: true }), cancelled.cookie)).toEqual({
      token: null,
      error: 'xxx',
    });
  });

  it('answers guests with 401 and refuses state changes without the request header', async () => {
    expect((await t.api.send(getSnsBindings)).status).toBe(401);
    expect((await t.api.send(unbindSnsAccount, { body: { contactType: 'google' } })).status).toBe(401);
    expect((await t.api.send(bindSnsAccount, { body: { contactType: 'google', token: 'x' } })).status).toBe(401);
    const member = await newMember();
    const noHeader = await t.api.send(unbindSnsAccount, { body: { contactType: 'google' } }, { browser: { cookie: member.cookie }, noCsrf: true });
    expect(noHeader.status).toBe(403);
    const crossSite = await t.api.send(
      logInWithSns,
      { body: { site: 'nz', language: 'en', token: 'x', type: 'google' } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
  });

  it('rejects an unknown channel as bad input', async () => {
    // A channel that is none: the test sends what the declaration forbids.
    expect((await t.api.send(startSnsLogin, { params: NZ, query: { type: 'myspace' as SnsChannel } })).status).toBe(400);
    expect((await snsLogin('abc', 'myspace' as SnsChannel)).failure).toMatchObject({ ex: 'e01' });
  });
});

describe('social login when no provider is configured or the provider is down', () => {
  it('is off without providers: the check-login reply says so and the jump ends with xxx', async () => {
    const t = await testApp();
    try {
      expect(await t.api.ok(checkLogin)).toEqual({ user: null, snsLogin: false, snsChannels: [] });
      const res = await t.api.send(startSnsLogin, { params: NZ, query: { type: 'google' } });
      expect(res.headers.get('location')).toBe('/tk/snsEnd/?error=xxx');
    } finally {
      await t.close();
    }
  });

  it('builds the app without reaching the provider, ends the jump with unavailable, and tries again later', async () => {
    const stub = await scriptedServer((_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    const t = await testApp({ sns: [{ channel: 'google', issuer: stub.url, clientId: 'c', clientSecret: 's' }] });
    try {
      expect((await t.api.send(checkLogin)).status).toBe(200);
      const first = await t.api.send(startSnsLogin, { params: NZ, query: { type: 'google' } });
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe('/tk/snsEnd/?error=unavailable');
      expect((await t.api.send(checkLogin)).status).toBe(200);
      // A failed discovery is not kept: the next jump asks the provider again.
      expect((await t.api.send(startSnsLogin, { params: NZ, query: { type: 'google' } })).headers.get('location')).toBe('/tk/snsEnd/?error=unavailable');
      expect(t.logger.lines.filter((line) => line.message === 'social login provider discovery failed')).toHaveLength(2);
    } finally {
      await t.close();
      await stub.stop();
    }
  });
});
