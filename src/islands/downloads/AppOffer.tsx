import type { AppOffer } from '../../components/app-offer.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';

/**
 * The dl page's app section: the two store links, drawn as plain text badges (no store's logo), and a QR code
 * that opens the app's landing page on a phone. The links and the code come from the site's external-link
 * configuration, built with the page.
 */
export function AppOfferSection({ app, messages }: { app: AppOffer; messages: Messages }) {
  const t = (key: string, params?: Params) => translate(messages, key, params);
  return (
    <section className="app-offer" aria-labelledby="dl-app">
      <h2 id="dl-app">{t('dl.app.heading')}</h2>
      <p>{t('dl.app.intro')}</p>
      <div className="app-offer-body">
        <ul className="app-stores">
          <li>
            <a className="app-store" href={app.appStore}>
              <span className="app-store-name">{t('dl.app.appStore')}</span>
            </a>
          </li>
          <li>
            <a className="app-store" href={app.googlePlay}>
              <span className="app-store-name">{t('dl.app.googlePlay')}</span>
            </a>
          </li>
        </ul>
        <figure className="app-qr">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(app.qrSvg)}`}
            alt={t('dl.app.qrAlt', { link: app.landing })}
            width={144}
            height={144}
          />
          <figcaption>{t('dl.app.qrHint')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
