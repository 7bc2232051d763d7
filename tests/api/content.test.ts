import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS } from '../../sites.config.ts';
import { getAppMarketTexts, getBookingNotices, getCommonMarketTexts, getFreeAds, getTravelNotices, illustrateMeals } from '../../src/domain/api/content.ts';
import type { Failure } from '../../src/domain/api/failure.ts';
import { getApiDocument } from '../../src/domain/api/health.ts';
import { apiPath, type CallInput } from '../../src/domain/api/operation.ts';
import { MAX_TRIP_AIRPORTS, NOTICE_KEYS, type Notice, PROTOCOL_TYPE } from '../../src/domain/content/booking-notices.ts';
import type { MealIllustration } from '../../src/domain/content/meals.ts';
import type { TravelNotice } from '../../src/domain/content/travel-notices.ts';
import { LANGUAGES, type Lang } from '../../src/domain/languages.ts';
import { allSites, findSite } from '../../src/domain/site-lookup.ts';
import type { Site } from '../../src/domain/sites.ts';
import { matchRoute, stripBase } from '../../src/lib/routing/paths.ts';
import { NOTICE_TABLE } from '../../src/server/content/booking-notice-table.ts';
import { bookingNotices } from '../../src/server/content/booking-notices.ts';
import { MEAL_TABLE, mealIllustration } from '../../src/server/content/meal-illustrations.ts';
import { ALLOWED_TAGS } from '../../src/server/content/sanitize-html.ts';
import { CSRF, type Outcome, type Reply } from '../support/api.ts';
import { testApp } from '../support/test-app.ts';

type NoticeFields = CallInput<typeof getBookingNotices>['body'];
type TravelBody = CallInput<typeof getTravelNotices>['body'];
type MealBody = CallInput<typeof illustrateMeals>['body'];

/** A site that offers a language, to ask for that language in. */
const siteFor = (lang: Lang): string => {
  const site = allSites().find((candidate) => candidate.languages.list.includes(lang));
  if (!site) throw new Error(`no site offers ${lang}`);
  return site.code;
};

/** Every tag in an HTML fragment, as written. */
const tagsOf = (html: string) => [...html.matchAll(/<[^>]*>/g)].map(([tag]) => tag);
const BARE_ALLOWED_TAG = new RegExp(`^</?(?:${ALLOWED_TAGS.join('|')})>$`);

describe('shop content calls', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const notices = async (site: string, lang: Lang, fields: NoticeFields = {}): Promise<Notice[]> => {
    const res = await t.api.send(getBookingNotices, { params: { site, lang }, body: fields });
    expect(res.status).toBe(200);
    return res.reply.data;
  };
  const keysOf = (list: readonly Notice[]) => list.map((notice) => notice.protocolKey);

  describe('booking notices', () => {
    it('shows the GDPR notice on exactly the sites under GDPR rules', async () => {
      for (const site of allSites()) {
        const keys = keysOf(await notices(site.code, site.languages.default));
        expect(keys.includes('GDPR'), site.code).toBe(site.flags.noGDPR);
      }
    });

    it('shows the Korean personal-data consent on the Korean site only', async () => {
      for (const site of allSites()) {
        expect(keysOf(await notices(site.code, site.languages.default)).includes('KBLY'), site.code).toBe(site.code === 'kr');
      }
    });

    it('says which sites a notice is for: all, or the list of site codes', async () => {
      const gb = await notices('gb', 'en');
      expect(gb.find((notice) => notice.protocolKey === 'GDPR')?.site).toEqual(['gb', 'eu', 'fr', 'de', 'nl', 'it']);
      expect(gb.find((notice) => notice.protocolKey === 'PNP')?.site).toBe('all');
      expect((await notices('kr', 'ko')).find((notice) => notice.protocolKey === 'KBLY')?.site).toEqual(['kr']);
    });

    it('adds the international notice only when the trip crosses a border (intl=1)', async () => {
      expect(keysOf(await notices('nz', 'en'))).not.toContain('oqtntl');
      expect(keysOf(await notices('nz', 'en', { intl: '0' }))).not.toContain('oqtntl');
      expect(keysOf(await notices('nz', 'en', { intl: '1' }))).toContain('oqtntl');
    });

    it('adds the membership terms only to bookings paid with miles', async () => {
      expect(keysOf(await notices('nz', 'en', { type: 'booking' }))).not.toContain('member');
      expect(keysOf(await notices('nz', 'en', { type: 'mileage' }))).toContain('member');
    });

    it('links each notice to its configured external page, filled in for the site and language, and also returns the template', async () => {
      const list = await notices('kr', 'ko', { intl: '1', type: 'mileage' });
      for (const notice of list) {
        const entry = NOTICE_TABLE.find((row) => row.key === notice.protocolKey);
        expect(entry && 'external' in entry.link && EXTERNAL_LINKS[entry.link.external], notice.protocolKey).toBe(notice.protocolUrlTemplate);
        expect(notice.protocolUrl).toBe(notice.protocolUrlTemplate.replace('{site}', 'kr').replace('{lang}', 'ko'));
        expect(notice.protocolUrl.startsWith('/tk/kr/ko/info/'), notice.protocolUrl).toBe(true);
        expect(notice.languageBooking).toBe('ko');
      }
      // The conditions of carriage and the membership terms are the same pages the rest of the storefront links to.
      expect(list.find((notice) => notice.protocolKey === 'GCCPB')?.protocolUrl).toBe('/tk/kr/ko/info/terms/');
      expect(list.find((notice) => notice.protocolKey === 'member')?.protocolUrl).toBe('/tk/kr/ko/info/member-terms/');
    });

    it("takes a site's own address of a notice's page before the shared one", () => {
      const gb = findSite('gb') as Site;
      const own: Site = { ...gb, links: { gdpr: 'https://www.example.com/{lang}-{site}/gdpr' } };
      const gdpr = bookingNotices(own, 'en', { type: 'booking', intl: false }).find((notice) => notice.protocolKey === 'GDPR');
      expect(gdpr?.protocolUrl).toBe('https://www.example.com/en-gb/gdpr');
      expect(gdpr?.protocolUrlTemplate).toBe('https://www.example.com/{lang}-{site}/gdpr');
    });

    it('gives the Beijing Daxing notice only to a trip that touches Daxing (PKX) or Beijing (BJS)', async () => {
      expect(keysOf(await notices('nz', 'en', { airports: ['AKL', 'CAN'] }))).not.toContain('PKX');
      expect(keysOf(await notices('nz', 'en', { intl: '1', airports: ['AKL', 'CAN', 'PEK'] }))).not.toContain('PKX');
      expect(keysOf(await notices('nz', 'en', { intl: '1', airports: ['AKL', 'CAN', 'PKX'] }))).toContain('PKX');
      expect(keysOf(await notices('nz', 'en', { intl: '1', airports: ['akl', 'bjs'] }))).toContain('PKX');
      // One airport travels as a single form value, not a list.
      expect(keysOf(await notices('nz', 'en', { airports: 'PKX' as never }))).toContain('PKX');
      expect(keysOf(await notices('nz', 'en', { airports: 'CAN' as never }))).not.toContain('PKX');
    });

    it("keeps the Beijing Daxing notice for a caller that does not tell the trip's airports", async () => {
      expect(keysOf(await notices('nz', 'en'))).toContain('PKX');
      expect(keysOf(await notices('nz', 'en', { airports: [] }))).toContain('PKX');
    });

    it('marks the contract, the booking terms and the consents to data processing as consents, and the rest as information', async () => {
      const acknowledgement = (list: readonly Notice[]) => Object.fromEntries(list.map((notice) => [notice.protocolKey, notice.acknowledgement]));
      expect(acknowledgement(await notices('gb', 'en', { intl: '1', airports: ['LHR', 'PKX'] }))).toEqual({
        GCCPB: 'consent',
        BR: 'consent',
        PNP: 'information',
        GDPR: 'consent',
        oq: 'information',
        TPLB: 'information',
        oqtntl: 'information',
        PKX: 'information',
        seat: 'information',
        seatP: 'consent',
        baggage: 'consent',
      });
      expect(acknowledgement(await notices('kr', 'ko', { type: 'mileage', airports: ['ICN', 'CAN'] }))).toMatchObject({ KBLY: 'consent', member: 'consent' });
    });

    it('asks a cash booking within one country off the EU sites for two consents, and lists three notices to read', async () => {
      const list = (await notices('au', 'en', { intl: '0', airports: ['SYD', 'MEL'] })).filter((notice) => notice.protocolType === PROTOCOL_TYPE.basic);
      expect(list.filter((notice) => notice.acknowledgement === 'consent').map((notice) => notice.protocolKey)).toEqual(['GCCPB', 'BR']);
      expect(list.filter((notice) => notice.acknowledgement === 'information').map((notice) => notice.protocolKey)).toEqual(['PNP', 'oq', 'TPLB']);
    });

    it('names each notice in the language of the request', async () => {
      for (const lang of LANGUAGES) {
        for (const notice of await notices(siteFor(lang), lang, { intl: '1', type: 'mileage' })) {
          const entry = NOTICE_TABLE.find((row) => row.key === notice.protocolKey);
          expect(notice.protocolName).toBe(entry?.names[lang]);
          expect(notice.languageBooking).toBe(lang);
        }
      }
    });

    it('has a name for every notice in all ten languages, none left in English', () => {
      for (const entry of NOTICE_TABLE) {
        for (const lang of LANGUAGES) {
          expect(entry.names[lang].trim(), `${entry.key} ${lang}`).not.toBe('');
          if (lang !== 'en') expect(entry.names[lang], `${entry.key} ${lang}`).not.toBe(entry.names.en);
        }
      }
    });

    it('uses only the notice keys of the spec, and each of them on some site', async () => {
      const seen = new Set<string>();
      for (const site of allSites()) {
        for (const notice of await notices(site.code, site.languages.default, { intl: '1', type: 'mileage' })) seen.add(notice.protocolKey);
      }
      expect([...seen].sort()).toEqual([...NOTICE_KEYS].sort());
    });

    it('marks seat, paid-seat and baggage terms as additions (1) after the basic notices (0), each group in display order', async () => {
      const list = await notices('nz', 'en', { intl: '1' });
      for (const notice of list) {
        expect(notice.protocolType, notice.protocolKey).toBe(
          ['seat', 'seatP', 'baggage'].includes(notice.protocolKey) ? PROTOCOL_TYPE.addition : PROTOCOL_TYPE.basic,
        );
      }
      const order = list.map((notice) => [notice.protocolType, notice.orderNo]);
      expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
      expect(keysOf(list).slice(-3)).toEqual(['seat', 'seatP', 'baggage']);
      const nz = findSite('nz');
      if (!nz) throw new Error('nz');
      expect(keysOf(bookingNotices(nz, 'en', { type: 'booking', intl: true }, [...NOTICE_TABLE].reverse()))).toEqual(keysOf(list));
    });

    it('answers a request without a body, or with empty fields, as a cash booking within one country', async () => {
      const expected = keysOf(await notices('nz', 'en', { type: 'booking', intl: '0' }));
      // Without any body at all, which the typed client never sends.
      const bare = await t.request(apiPath(getBookingNotices, { site: 'nz', lang: 'en' }), { method: 'POST', headers: CSRF });
      expect(bare.status).toBe(200);
      expect(keysOf(((await bare.json()) as Reply<typeof getBookingNotices>).data)).toEqual(expected);
      expect(keysOf(await notices('nz', 'en', { type: '', intl: '' }))).toEqual(expected);
    });

    it.each([
      ['an unknown booking type', { type: 'cargo' }, 'type', 'e01'],
      ['an intl flag other than 0 or 1', { intl: 'yes' }, 'intl', 'e01'],
      ['an airport that is not a code', { airports: ['CAN', 'Beijing'] }, 'airports.1', 'e01'],
      [
        'more airports than a trip can touch',
        { airports: Array.from({ length: MAX_TRIP_AIRPORTS + 1 }, (_, i) => `A${String(i).padStart(2, '0')}`) },
        'airports',
        'e04',
      ],
    ])('refuses %s with 400 and the field code', async (_name, fields, field, code = 'e01') => {
      // The test sends values the declaration forbids.
      const res = await t.api.send(getBookingNotices, { params: { site: 'nz', lang: 'en' }, body: fields as never });
      expect(res.status).toBe(400);
      expect(res.fields[field]?.code).toBe(code);
    });
  });

  describe('the site and language of the path', () => {
    type Answer = Pick<Outcome<typeof getFreeAds>, 'status' | 'failure' | 'fields'>;
    const calls: [string, (params: { site: string; lang: Lang }) => Promise<Answer>][] = [
      ['getBookingAd', (params) => t.api.send(getBookingNotices, { params, body: {} })],
      ['appMarketLanguage', (params) => t.api.send(getAppMarketTexts, { params })],
      ['appMarketLanguageCommon', (params) => t.api.send(getCommonMarketTexts, { params })],
      ['getFreeAdCommon', (params) => t.api.send(getFreeAds, { params })],
      ['travelNotice', (params) => t.api.send(getTravelNotices, { params, body: {} })],
      ['meal/illustrate', (params) => t.api.send(illustrateMeals, { params, body: {} })],
    ];

    it.each(calls)('%s refuses an unknown site, and a language the site does not offer, with 400 and the failure envelope', async (_name, call) => {
      expect((await call({ site: 'nz', lang: 'en' })).status).toBe(200);
      for (const [site, lang, field] of [
        ['zz', 'en', 'site'],
        ['nz', 'ko', 'lang'],
        // A language that is none: the test sends what the declaration forbids.
        ['nz', 'xx' as Lang, 'lang'],
      ] as const) {
        const res = await call({ site, lang });
        expect(res.status, `${site}/${lang}`).toBe(400);
        const body = res.failure;
        expect(body.ex).toBe('e01');
        expect(body.desc).toEqual(expect.any(String));
        expect(body.msg).toEqual(expect.any(String));
        expect(res.fields[field]?.code).toBe('e01');
      }
    });

    it('lists every content call in the OpenAPI document', async () => {
      const doc = await t.api.ok(getApiDocument);
      for (const [path, method] of [
        ['/ad/getBookingAd/{site}/{lang}', 'post'],
        ['/shop/{site}/{lang}/appMarketLanguage', 'get'],
        ['/shop/{site}/{lang}/appMarketLanguageCommon', 'get'],
        ['/ad/getFreeAdCommon/{site}/{lang}', 'get'],
        ['/shop/{site}/{lang}/travelNotice', 'post'],
        ['/shop/{site}/{lang}/meal/illustrate', 'post'],
      ]) {
        expect(doc.paths[path]?.[method], path).toBeDefined();
      }
    });
  });

  describe('marketing texts and banners', () => {
    /** The texts of a call that the browser may keep. */
    const get = async <T>(sent: Promise<{ status: number; headers: Headers; reply: { data: T[] } }>): Promise<T[]> => {
      const answer = await sent;
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toContain('public');
      return answer.reply.data;
    };
    const appTexts = (site: string, lang: Lang) => get(t.api.send(getAppMarketTexts, { params: { site, lang } }));
    const commonTexts = (site: string, lang: Lang) => get(t.api.send(getCommonMarketTexts, { params: { site, lang } }));
    const freeAds = (site: string, lang: Lang) => get(t.api.send(getFreeAds, { params: { site, lang } }));

    it('gives the app banner in the language asked for, its link filled in for the site', async () => {
      const en = await appTexts('de', 'en');
      const de = await appTexts('de', 'de');
      expect(de.map((text) => text.key)).toEqual(en.map((text) => text.key));
      for (const [i, text] of de.entries()) expect(text.text).not.toBe(en[i].text);
      expect(de.find((text) => text.link !== undefined)?.link).toBe('/tk/de/de/info/app/');
    });

    it('tells the site currency in the common tips, and the carrier surcharge only where fares carry it', async () => {
      const nz = await commonTexts('nz', 'en');
      expect(nz.find((text) => text.key === 'currency')?.text).toBe('Prices are shown in NZD.');
      expect(nz.map((text) => text.key)).not.toContain('carrierSurcharge');
      const ca = await commonTexts('ca', 'fr');
      expect(ca.find((text) => text.key === 'currency')?.text).toBe('Les prix sont indiqués en CAD.');
      expect(ca.map((text) => text.key)).toContain('carrierSurcharge');
    });

    it("gives the free banners in display order, localised, with links to storefront pages of the site, the app's to its configured page", async () => {
      const ads = await freeAds('jp', 'ja');
      expect(ads.length).toBeGreaterThan(0);
      expect(ads.map((ad) => ad.orderNo)).toEqual([...ads.map((ad) => ad.orderNo)].sort((a, b) => a - b));
      const english = await freeAds('jp', 'en');
      for (const [i, ad] of ads.entries()) expect(ad.title).not.toBe(english[i].title);
      for (const ad of ads) {
        expect(ad.link).not.toMatch(/[{}]/);
        expect(ad.link.startsWith('/tk/jp/ja/'), ad.link).toBe(true);
        expect(matchRoute((stripBase(ad.link) ?? '').replace(/^jp\/ja\/?/, '')), ad.link).toBeDefined();
      }
    });
  });

  describe('travel notices', () => {
    const travel = async (body: TravelBody, site = 'nz', lang: Lang = 'en'): Promise<TravelNotice[]> => {
      const res = await t.api.send(getTravelNotices, { params: { site, lang }, body });
      expect(res.status).toBe(200);
      return res.reply.data;
    };
    const keys = async (body: TravelBody) => (await travel(body)).map((notice) => notice.key);

    it('gives only the general notice to a trip that neither enters mainland China nor uses Beijing', async () => {
      expect(await keys({ dep: ['AKL'], arr: ['SYD'] })).toEqual(['general']);
      expect(await keys({})).toEqual(['general']);
      expect(await keys({ dep: ['CAN'], arr: ['AKL'] })).toEqual(['general']);
    });

    it('adds the Daxing notice when the trip uses Beijing (BJS) or Daxing (PKX), but not Capital (PEK) alone', async () => {
      expect(await keys({ dep: ['CAN'], arr: ['BJS'] })).toContain('beijingDaxing');
      expect(await keys({ dep: ['pkx'], arr: ['AMS'] })).toContain('beijingDaxing');
      expect(await keys({ dep: ['CAN'], arr: ['PEK'] })).not.toContain('beijingDaxing');
    });

    it('adds the entry notice when a leg arrives in mainland China from outside it, Hong Kong included', async () => {
      expect(await keys({ dep: ['AKL'], arr: ['CAN'] })).toEqual(['chinaEntry', 'general']);
      expect(await keys({ dep: ['HKG'], arr: ['SZX'] })).toContain('chinaEntry');
      expect(await keys({ dep: ['SYD', 'PKX'], arr: ['PKX', 'SYD'] })).toEqual(['beijingDaxing', 'chinaEntry', 'general']);
      expect(await keys({ dep: ['CAN'], arr: ['SHA'] })).not.toContain('chinaEntry');
      expect(await keys({ dep: ['CAN'], arr: ['HKG'] })).not.toContain('chinaEntry');
    });

    it('writes the notices in the language of the path', async () => {
      const [entry] = await travel({ dep: ['ICN'], arr: ['CAN'] }, 'kr', 'ko');
      expect(entry).toMatchObject({ key: 'chinaEntry', title: '중국 본토 입국 안내' });
    });

    it.each([
      ['a city that is not a code', { dep: ['Auckland'] }, 'dep.0', 'e01'],
      ['a list that is not a list', { arr: 'CAN' }, 'arr', 'e01'],
      ['more cities than a trip has legs', { dep: ['AKL', 'SYD', 'MEL', 'PER', 'BNE', 'ADL'] }, 'dep', 'e04'],
    ])('refuses %s with 400 and the field code', async (_name, body, field, code) => {
      // The test sends what the declaration forbids.
      const res = await t.api.send(getTravelNotices, { params: { site: 'nz', lang: 'en' }, body: body as never });
      expect(res.status).toBe(400);
      expect(res.fields[field]?.code).toBe(code);
    });

    it('refuses a body that is not JSON with 400, not a server error', async () => {
      // A broken body, which the typed client never sends.
      const res = await t.request(apiPath(getTravelNotices, { site: 'nz', lang: 'en' }), {
        method: 'POST',
        headers: { ...CSRF, 'content-type': 'application/json' },
        body: '{dep:',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Failure).ex).toBe('badRequest');
    });
  });

  describe('meal tips', () => {
    const meals = async (body: MealBody, site = 'nz', lang: Lang = 'en'): Promise<MealIllustration> => {
      const res = await t.api.send(illustrateMeals, { params: { site, lang }, body });
      expect(res.status).toBe(200);
      return res.reply;
    };

    it('sends the stored texts with their styling and attributes removed and only the allowed tags left', async () => {
      // The stored texts carry an editor's spans, styles and classes: the reply must not.
      const stored = [MEAL_TABLE.message.en, ...MEAL_TABLE.meals.map((meal) => meal.tip.en)].join('');
      expect(stored).toMatch(/<span style=|class=/);
      for (const lang of LANGUAGES) {
        const reply = await meals({}, siteFor(lang), lang);
        for (const html of [reply.msg, ...reply.data.map((meal) => meal.tip)]) {
          for (const tag of tagsOf(html)) expect(tag, `${lang}: ${html}`).toMatch(BARE_ALLOWED_TAG);
        }
      }
      const child = (await meals({ codes: ['CHML'] })).data[0];
      expect(child.tip).toBe('<p>For children aged 2 to 11.</p>');
      expect((await meals({})).msg).toMatch(/^<p>Order special meals <strong>/);
    });

    it('explains the meals asked for, whatever their case, and leaves out codes it does not know', async () => {
      const reply = await meals({ codes: ['chml', 'VGML', 'ZZML'] }, 'jp', 'ja');
      expect(reply.data.map((meal) => meal.code)).toEqual(['VGML', 'CHML']);
      expect(reply.data[1].name).toBe('チャイルドミール');
      expect((await meals({})).data.map((meal) => meal.code)).toEqual(MEAL_TABLE.meals.map((meal) => meal.code));
    });

    it('makes hostile stored texts harmless before they leave the server', () => {
      const hostile = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a></p>';
      const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, hostile])) as Record<Lang, string>;
      const reply = mealIllustration('en', undefined, { message: texts, meals: [{ code: 'XXML', name: texts, tip: texts }] });
      for (const html of [reply.msg, reply.data[0].tip]) expect(html).toBe('<p>Hilink</p>');
    });

    it('refuses meal codes that are not four letters with 400', async () => {
      const res = await t.api.send(illustrateMeals, { params: { site: 'nz', lang: 'en' }, body: { codes: ['<script>'] } });
      expect(res.status).toBe(400);
      expect(res.fields['codes.0']?.code).toBe('e01');
    });
  });
});
