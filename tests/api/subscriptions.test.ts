import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../src/domain/api/member.ts';
import { confirmSubscription, logCheckbox, subscribe, unsubscribe, unsubscribeByEmail } from '../../src/domain/api/subscriptions.ts';
import { messagesOf } from '../../src/lib/i18n/index.ts';
import { createCaptchaService } from '../../src/server/captcha/captcha-service.ts';
import { seedDemoData } from '../../src/server/db/seed.ts';
import { mimeMessage } from '../../src/server/mail/mime-message.ts';
import { pageLinks } from '../../src/server/mail/page-links.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoMembersStep } from '../../src/server/member/demo-members.ts';
import { createMembers } from '../../src/server/member/members.ts';
import { createRequestLimits } from '../../src/server/member/request-limits.ts';
import { manualClock } from '../../src/server/platform/clock.ts';
import { memoryLogger } from '../../src/server/platform/logger.ts';
import { randomSecrets } from '../../src/server/platform/secrets.ts';
import { createConsentRecords } from '../../src/server/subscription/consent-records.ts';
import { subscribersCsv } from '../../src/server/subscription/subscriber-csv.ts';
import { CONFIRM_LINK_TTL_MS, createSubscriptions } from '../../src/server/subscription/subscriptions.ts';
import { unsubscribeTokens } from '../../src/server/subscription/unsubscribe-tokens.ts';
import { parseEml } from '../support/eml.ts';
import { sealedPassword, solvedCaptcha } from '../support/joining.ts';
import { testApp } from '../support/test-app.ts';

/** A page of a site in English. */
type Page = { readonly site: string; readonly lang: 'en' };
const AU: Page = { site: 'au', lang: 'en' };
const GB: Page = { site: 'gb', lang: 'en' };

describe('e-mail subscriptions', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  /** The services the commands use (export, marketing test mail), over the app's database, keys and mailer. */
  let services: { consentRecords: ReturnType<typeof createConsentRecords>; subscriptions: ReturnType<typeof createSubscriptions> };
  const secrets = randomSecrets();
  const clock = manualClock('2026-11-21T08:00:00Z');
  let addresses = 0;
  /** Each request from its own network address, so that the per-address limits stay out of the tests that do not test them. */
  const browser = () => ({ address: `198.51.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}` });

  const request = (
    email: string,
    topics: ('offers' | 'newRoutes' | 'lowFares')[] = ['offers'],
    page: Page = AU,
    consent: 'privacy' | 'membership' = page === GB ? 'membership' : 'privacy',
  ) => t.api.send(subscribe, { params: page, body: { email, topics, consent } }, { browser: browser() });
  const confirmToken = (email: string) => /\/my\/subscribe\/\?token=([A-Za-z0-9_-]{43})/.exec(t.mailer.last(email)?.text ?? '')?.[1] ?? '';
  const confirm = (token: string, page: Page = AU) => t.api.send(confirmSubscription, { params: page, body: { token } });
  const subscribed = async (email: string, topics: ('offers' | 'newRoutes' | 'lowFares')[] = ['offers'], page: Page = AU) => {
    expect((await request(email, topics, page)).status).toBe(200);
    return (await confirm(confirmToken(email), page)).reply;
  };
  const trail = async (email: string) => (await services.consentRecords.ofEmail(email)).map((r) => ({ event: r.event, method: r.method, source: r.source }));
  const exported = async (site = 'au', topic: 'offers' | 'newRoutes' | 'lowFares' = 'offers') =>
    (await services.subscriptions.listed(site, topic)).map((s) => s.email);
  /** The unsubscribe token of a subscriber, as a marketing mail carries it. */
  const unsubscribeUrls = async (email: string, site = 'au') => {
    await services.subscriptions.sendMarketingTest(site, email);
    const mail = t.mailer.last(email);
    const oneClick = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    return { mail, oneClick, token: new URL(oneClick).searchParams.get('token') ?? '' };
  };
  const plainPost = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.request(new URL(url).pathname + new URL(url).search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });

  beforeAll(async () => {
    t = await testApp({ clock, secrets });
    const db = t.db;
    const consentRecords = createConsentRecords({ db, clock });
    services = {
      consentRecords,
      subscriptions: createSubscriptions({
        db,
        clock,
        records: consentRecords,
        tokens: unsubscribeTokens(secrets.argsKeys),
        members: createMembers({ db, clock }),
        limits: createRequestLimits({ db, clock }),
        captcha: createCaptchaService({ db, clock }),
        mailer: t.mailer,
        links: pageLinks('https://shop.example'),
        logger: t.logger,
      }),
    };
    await seedDemoData(t.db, clock, memoryLogger(), [demoMembersStep()]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a single-use confirmation link valid seven days, and counts the address only once it is opened', async () => {
    const sent = await request('Ana@Example.com', ['offers', 'lowFares']);
    expect(sent.reply).toEqual({ sent: true, validDays: 7 });
    const mail = t.mailer.last('ana@example.com');
    expect(mail?.subject).toBe(messagesOf('en')['subscribe.mail.confirm.subject'].replace('{brand}', 'Demo Air'));
    expect(mail?.html).toContain('https://shop.example/tk/au/en/my/subscribe/?token=');
    expect(await exported()).not.toContain('ana@example.com');

    const token = confirmToken('ana@example.com');
    expect((await confirm(token)).reply).toEqual({ email: 'ana@example.com', topics: ['offers', 'lowFares'] });
    expect(await exported()).toContain('ana@example.com');
    expect(await exported('au', 'lowFares')).toContain('ana@example.com');
    expect(await exported('au', 'newRoutes')).not.toContain('ana@example.com');

    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.failure.ex).toBe('linkInvalid');
  });

  it('refuses a confirmation link after seven days, and leaves the address unsubscribed', async () => {
    await request('late@example.com');
    const token = confirmToken('late@example.com');
    clock.advance(CONFIRM_LINK_TTL_MS + 1000);
    expect((await confirm(token)).failure.ex).toBe('linkInvalid');
    expect(await exported()).not.toContain('late@example.com');
  });

  it("records the consent sentence the site's page shows: the privacy notice on au, the membership terms on a noGDPR site", async () => {
    await subscribed('consent@example.com');
    await subscribed('consent@example.com', ['newRoutes'], GB);
    const records = await services.consentRecords.ofEmail('consent@example.com');
    const au = records.find((r) => r.site === 'au' && r.event === 'confirmed');
    const gb = records.find((r) => r.site === 'gb' && r.event === 'confirmed');
    expect(au?.consentText).toBe(messagesOf('en')['subscribe.consent.privacy'].replace('{brand}', 'Demo Air'));
    expect(au?.textVersion).toMatch(/^subscribe\.consent\.privacy\/en@[0-9a-f]{12}$/);
    expect(gb?.consentText).toBe(messagesOf('en')['subscribe.consent.membership'].replace('{brand}', 'Demo Air'));
    expect(gb?.topics).toEqual(['newRoutes']);
  });

  it("refuses a consent document that is not the site's, bad topics and a bad address with 400 and field codes", async () => {
    const wrongDocument = await request('doc@example.com', ['offers'], GB, 'privacy');
    expect(wrongDocument.status).toBe(400);
    expect(wrongDocument.fields.consent?.code).toBe('e01');
    const noTopic = await request('doc@example.com', []);
    expect(noTopic.status).toBe(400);
    expect(noTopic.fields.topics?.code).toBe('e00');
    const unknownTopic = await t.api.send(subscribe, { params: AU, body: { email: 'doc@example.com', topics: ['spam' as 'offers'], consent: 'privacy' } });
    expect(unknownTopic.status).toBe(400);
    const badEmail = await request('not-an-address');
    expect(badEmail.status).toBe(400);
    expect(badEmail.fields.email?.code).toBe('e01');
    const badToken = await confirm('short');
    expect(badToken.status).toBe(400);
    expect(badToken.fields.token?.code).toBe('e01');
    expect(t.mailer.to('doc@example.com')).toHaveLength(0);
  });

  it('sends at most three confirmation mails a day to one address', async () => {
    for (let i = 0; i < 3; i++) expect((await request('flood@example.com')).status).toBe(200);
    const fourth = await request('flood@example.com');
    expect(fourth.status).toBe(429);
    expect(t.mailer.to('flood@example.com')).toHaveLength(3);
  });

  it('gives every marketing mail the List-Unsubscribe headers of RFC 8058, written into the message', async () => {
    await subscribed('headers@example.com');
    const { mail, oneClick } = await unsubscribeUrls('headers@example.com');
    expect(oneClick).toMatch(/^https:\/\/shop\.example\/api\/ur\/oneClickUnsubscribe\?token=\d+\.[A-Za-z0-9_-]{22}$/);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const raw = mimeMessage(mail ?? { to: '', subject: '', text: '' }, { from: 'Demo Air <no-reply@shop.example>', date: new Date() });
    const parsed = parseEml(raw);
    expect(parsed.headers['list-unsubscribe']).toBe(`<${oneClick}>`);
    expect(parsed.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await expect(services.subscriptions.sendMarketingTest('au', 'nobody@example.com')).rejects.toThrow(/not a confirmed subscriber/);
  });

  it('unsubscribes with one plain POST to the List-Unsubscribe address, without cookie or CSRF header, and records it', async () => {
    await subscribed('oneclick@example.com');
    const { oneClick } = await unsubscribeUrls('oneclick@example.com');
    const response = await plainPost(oneClick, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await exported()).not.toContain('oneclick@example.com');
    expect(await trail('oneclick@example.com')).toEqual([
      { event: 'requested', method: null, source: 'page' },
      { event: 'confirmed', method: 'emailLink', source: 'page' },
      { event: 'withdrawn', method: 'oneClick', source: 'mail' },
    ]);
    // A mail program may post twice: the second changes nothing and adds no record.
    expect((await plainPost(oneClick, 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await trail('oneclick@example.com')).toHaveLength(3);
  });

  it('refuses a one-click POST with a forged token or without the RFC 8058 body', async () => {
    await subscribed('forged@example.com');
    const { oneClick, token } = await unsubscribeUrls('forged@example.com');
    const [id] = token.split('.');
    const forged = await plainPost(`https://shop.example/api/ur/oneClickUnsubscribe?token=${id}.${'A'.repeat(22)}`, 'List-Unsubscribe=One-Click');
    expect(forged.status).toBe(410);
    const otherBody = await plainPost(oneClick, 'unsubscribe=yes');
    expect(otherBody.status).toBe(400);
    expect(((await otherBody.json()) as { fields: Record<string, unknown> }).fields).toHaveProperty('List-Unsubscribe');
    expect(await exported()).toContain('forged@example.com');
  });

  it('mails an unsubscribe link to a subscribed address typed with the captcha, which unsubscribes on the page; the reply is the same for an unknown address', async () => {
    await subscribed('typed@example.com');
    const ask = async (email: string) =>
      t.api.send(unsubscribeByEmail, { body: { email, country: 'au', language: 'en', ...(await solvedCaptcha(t.api)) } }, { browser: browser() });
    expect((await ask('typed@example.com')).reply).toEqual({ sent: true });
    expect((await ask('never@example.com')).reply).toEqual({ sent: true });
    expect(t.mailer.to('never@example.com')).toHaveLength(0);
    const link = /https:\/\/shop\.example\/tk\/au\/en\/my\/cancelSubscribe\/\?token=(\d+\.[A-Za-z0-9_-]{22})/.exec(
      t.mailer.last('typed@example.com')?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect((await t.api.send(unsubscribe, { params: AU, body: { token: link?.[1] } })).reply).toEqual({ unsubscribed: true });
    expect(await exported()).not.toContain('typed@example.com');
    expect((await trail('typed@example.com')).at(-1)).toEqual({ event: 'withdrawn', method: 'unsubscribeLink', source: 'page' });
  });

  it('asks for the captcha before mailing an unsubscribe link', async () => {
    const none = await t.api.send(unsubscribeByEmail, { body: { email: 'typed@example.com', country: 'au', language: 'en' } });
    expect(none.failure.ex).toBe('CZWEB000010');
    const wrong = await t.api.send(unsubscribeByEmail, {
      body: { email: 'typed@example.com', country: 'au', language: 'en', ...(await solvedCaptcha(t.api, 'ZZ99')) },
    });
    expect(wrong.failure.ex).toBe('CZWEB000011');
    const badSite = await t.api.send(unsubscribeByEmail, {
      body: { email: 'typed@example.com', country: 'xx', language: 'en', ...(await solvedCaptcha(t.api)) },
    });
    expect(badSite.status).toBe(400);
    expect(badSite.fields.country?.code).toBe('e01');
  });

  it("lets a logged-in member unsubscribe the account's own address from the page, and a guest without a token not at all", async () => {
    const demo = DEMO_MEMBERS[0];
    await subscribed(demo.email);
    const member = { ...browser(), cookie: '' };
    const login = await t.api.send(
      logIn,
      { body: { country: 'au', language: 'en', id: demo.email, pw: await sealedPassword(t.api, DEMO_PASSWORD) } },
      { browser: member },
    );
    expect(login.status).toBe(200);
    const guest = await t.api.send(unsubscribe, { params: AU, body: {} });
    expect(guest.status).toBe(401);
    expect(await exported()).toContain(demo.email.toLowerCase());
    expect((await t.api.send(unsubscribe, { params: AU, body: {} }, { browser: member })).reply).toEqual({ unsubscribed: true });
    expect(await exported()).not.toContain(demo.email.toLowerCase());
    const last = (await services.consentRecords.ofEmail(demo.email)).at(-1);
    expect(last).toMatchObject({ event: 'withdrawn', method: 'member', memberId: expect.any(Number) });
  });

  it('exports only confirmed, not withdrawn addresses of the site and topic, and lists a re-subscribed address again', async () => {
    await subscribed('again@example.com');
    const { token } = await unsubscribeUrls('again@example.com');
    await request('pending@example.com');
    await subscribed('other-site@example.com', ['offers'], GB);
    await t.api.send(unsubscribe, { params: AU, body: { token } });
    expect(await exported()).not.toContain('again@example.com');
    await subscribed('again@example.com');
    const list = await services.subscriptions.listed('au', 'offers');
    const emails = list.map((s) => s.email);
    expect(emails).toContain('again@example.com');
    expect(emails).not.toContain('pending@example.com');
    expect(emails).not.toContain('other-site@example.com');
    const csv = subscribersCsv(list, services.subscriptions.unsubscribeLinks).split('\r\n');
    expect(csv[0]).toBe('email,language,topics,confirmed_at,unsubscribe_url,unsubscribe_page');
    const row = csv.find((line) => line.startsWith('again@example.com,'));
    expect(row).toMatch(
      /^again@example\.com,en,offers,2026-11-\d\dT[\d:.]+Z,https:\/\/shop\.example\/api\/ur\/oneClickUnsubscribe\?token=\d+\.\S{22},https:\/\/shop\.example\/tk\/au\/en\/my\/cancelSubscribe\/\?token=/,
    );
    // Withdrawing adds records and deletes none: both rounds stay in the trail.
    expect((await trail('again@example.com')).map((r) => r.event)).toEqual(['requested', 'confirmed', 'withdrawn', 'requested', 'confirmed']);
  });

  it('writes the tick of a consent checkbox with the session member into the same trail, and refuses an unknown checkbox', async () => {
    const logged = await t.api.send(logCheckbox, { body: { operation: 'bookingNotices', description: 'GDPR,PNP', site: 'au' } }, { browser: browser() });
    expect(logged.reply).toEqual({ logged: true });
    const unknown = await t.api.send(logCheckbox, { body: { operation: 'anything' as 'loginTerms', description: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.fields.operation?.code).toBe('e01');
    const rows = await t.db.query<{ source: string; operation: string; description: string }>(
      `select source, operation, description from consent_record where event = 'checkbox'`,
    );
    expect(rows).toContainEqual({ source: 'booking', operation: 'bookingNotices', description: 'GDPR,PNP' });
  });
});
