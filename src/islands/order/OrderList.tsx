import { useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { OrderSummaries } from './OrderSummaries.tsx';
import { type OrderSummary, orderCalls } from './order-calls.ts';
import { useOrderText, usePlaceNames } from './order-format.ts';

type Load = { state: 'loading' } | { state: 'ready'; orders: readonly OrderSummary[] } | { state: 'failed'; code: string };

/** my/order/list: a member's own orders, newest first; a guest is offered the login or the guest order lookup. */
function OrderList({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const href = (name: RouteName, search = '') => routeHref(baseOf(location.pathname), site, lang, name, {}, search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the Try again button asking for the list once more
  useEffect(() => {
    if (!user.checked || !user.loggedIn) return;
    let live = true;
    setLoad({ state: 'loading' });
    orderCalls.list(site, lang).then(
      (reply) => live && setLoad({ state: 'ready', orders: reply.data }),
      (error: unknown) => live && !isApiError(error, 'abort') && setLoad({ state: 'failed', code: isApiError(error) ? error.code : 'network' }),
    );
    return () => {
      live = false;
    };
  }, [site, lang, user.checked, user.loggedIn, round]);

  if (!user.checked) return <p role="status">{t('order.loading')}</p>;
  if (!user.loggedIn) {
    const back = `${location.pathname}${location.search}`;
    return (
      <div className="notice order-guest">
        <p>{t('order.guestPrompt')}</p>
        <p className="order-actions">
          <a className="ui-button ui-primary" href={href('login', `?${new URLSearchParams({ back })}`)}>
            {t('order.logIn')}
          </a>
          <a className="ui-button" href={href('my.order.find')}>
            {t('order.findOrder')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="order-page" aria-busy={load.state === 'loading'}>
      {load.state === 'loading' && <p role="status">{t('order.loading')}</p>}
      {load.state === 'failed' && (
        <div className="notice">
          <p role="alert">
            {t('order.loadFailed')} {errorMessage(messages, load.code)}
          </p>
          <button type="button" className="ui-button" onClick={() => setRound((n) => n + 1)}>
            {t('order.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && load.orders.length === 0 && (
        <p>
          {t('order.none')} <a href={href('book.search')}>{t('order.searchFlights')}</a>
        </p>
      )}
      {load.state === 'ready' && load.orders.length > 0 && (
        <OrderSummaries orders={load.orders} caption={t('order.yourOrders')} site={site} lang={lang} names={names} t={t} f={f} />
      )}
    </div>
  );
}

export default withPackedMessages(OrderList);
