import { useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { type Base, baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { routeParams } from '../order/order-lookup.ts';
import { INFO_TOPICS, type InfoTopic, isInfoTopic } from './info-topics.ts';

/** What the address asks for: one prerendered page (info/_) serves every topic, so it is read in the browser. */
interface Asked {
  readonly base: Base;
  readonly topic: InfoTopic | undefined;
  /** The order a manage link of the order page was opened for. */
  readonly orderNo: string;
}

/**
 * info/{topic}: a labelled demo page standing in for a page of the airline's own website, where the demo
 * configuration's external links lead. It says plainly that the airline is fictional, describes what the real
 * page would hold, and leads back to the storefront; an unknown topic says the page does not exist.
 */
function DemoInfoPage({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Readonly<Record<string, string>>) => translate(messages, key, params);
  const brand = t('main.brand');
  const [asked, setAsked] = useState<Asked | null>(null);

  useEffect(() => {
    const name = routeParams().topic;
    setAsked({
      base: baseOf(location.pathname),
      topic: isInfoTopic(name) ? INFO_TOPICS[name] : undefined,
      orderNo: new URLSearchParams(location.search).get('orderNo') ?? '',
    });
  }, []);

  // The built page's title names no topic; tabs, history and screen readers should.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title follows the topic alone
  useEffect(() => {
    if (asked) document.title = t('info.documentTitle', { page: t(asked.topic?.title ?? 'info.notFound.title'), brand });
  }, [asked]);

  const href = (base: Base, name: RouteName) => routeHref(base, site, lang, name);

  return (
    <div className="info-page">
      <p className="info-label">
        <strong className="info-badge">{t('info.label')}</strong> <span>{t('info.labelText', { brand })}</span>
      </p>
      {asked?.topic && (
        <>
          <article className="info-article" aria-labelledby="info-title">
            <h2 id="info-title">{t(asked.topic.title)}</h2>
            {asked.topic.kind === 'order' && asked.orderNo && <p className="info-order">{t('info.forOrder', { orderNo: asked.orderNo })}</p>}
            {asked.topic.paragraphs.map((key) => (
              <p key={key}>{t(key, { brand })}</p>
            ))}
          </article>
          <nav className="info-links" aria-label={t('info.back')}>
            <ul>
              <li>
                <a href={href(asked.base, 'book.search')}>{t('info.search')}</a>
              </li>
              {asked.topic.kind === 'order' && (
                <li>
                  <a href={href(asked.base, 'my.order.list')}>{t('info.orders')}</a>
                </li>
              )}
              {asked.topic.kind === 'app' && (
                <li>
                  <a href={href(asked.base, 'dl')}>{t('info.appPage')}</a>
                </li>
              )}
            </ul>
          </nav>
        </>
      )}
      {asked && !asked.topic && (
        <section className="info-article" aria-labelledby="info-title">
          <h2 id="info-title">{t('info.notFound.title')}</h2>
          <p>{t('info.notFound.text')}</p>
          <p className="info-links">
            <a href={href(asked.base, 'book.search')}>{t('info.home')}</a>
          </p>
        </section>
      )}
    </div>
  );
}

export default withPackedMessages(DemoInfoPage);
