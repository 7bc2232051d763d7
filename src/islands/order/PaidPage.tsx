import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderView } from '../../domain/booking/order.ts';
import type { Lang } from '../../domain/languages.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { useExtrasWords } from './extras-words.ts';
import { OrderContents } from './OrderContents.tsx';
import { OrderHeading } from './OrderHeading.tsx';
import { orderCalls, type PaidReply } from './order-calls.ts';
import { useOrderText, usePlaceNames } from './order-format.ts';
import { keepLookup, routeParams } from './order-lookup.ts';
import { POLL_GIVE_UP_MS, pollDelay } from './paid-polling.ts';

type View = { kind: 'checking' } | { kind: 'reply'; reply: PaidReply } | { kind: 'waitedLong' } | { kind: 'failed'; code: string };

/**
 * book/paid/{type}/{execution}: how the payment ended. While the provider has not
 * told us, the page asks again, quickly at first and then more slowly, and says
 * so in a polite live region; success shows the order with its tickets, failure
 * the reason and, while the order can still be paid, a way to pay again.
 */
function PaidPage({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  const [view, setView] = useState<View>({ kind: 'checking' });
  const words = useExtrasWords(site, lang, t, f, view.kind === 'reply' && view.reply.status === 'success' ? view.reply.order : undefined);
  const [paying, setPaying] = useState(false);
  const [payFailure, setPayFailure] = useState('');
  const [round, setRound] = useState(0);
  const outcome = useRef<HTMLHeadingElement>(null);
  const href = (name: RouteName, params: Record<string, string> = {}) => routeHref(baseOf(location.pathname), site, lang, name, params);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the Ask again button starting the polling over
  useEffect(() => {
    const { type = '', execution = '' } = routeParams();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const started = Date.now();
    let asked = 0;
    async function ask(): Promise<void> {
      // An address that names no payment attempt is refused as the API would refuse it.
      if (type !== 'order' || !execution) {
        setView({ kind: 'failed', code: execution ? 'e01' : 'notFound' });
        return;
      }
      try {
        const reply = await orderCalls.paid(site, lang, type, execution);
        if (!live) return;
        setView({ kind: 'reply', reply });
        // A paid order whose tickets are still being issued is asked about again too.
        const settled = reply.status === 'failure' || (reply.status === 'success' && reply.order.status === 'ticketed');
        if (settled) return;
      } catch (error) {
        if (!live) return;
        if (!isApiError(error, 'network')) {
          setView({ kind: 'failed', code: isApiError(error) ? error.code : 'network' });
          return;
        }
      }
      if (Date.now() - started >= POLL_GIVE_UP_MS) {
        setView((was) => (was.kind === 'reply' && was.reply.status === 'success' ? was : { kind: 'waitedLong' }));
        return;
      }
      timer = setTimeout(() => void ask(), pollDelay(asked++));
    }
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [site, lang, round]);

  const settledKind = view.kind === 'reply' ? view.reply.status : view.kind;
  useEffect(() => {
    if (settledKind === 'success' || settledKind === 'failure') outcome.current?.focus();
  }, [settledKind]);

  const payAgain = useCallback(
    async (orderNo: string) => {
      setPaying(true);
      setPayFailure('');
      try {
        const { url } = await orderCalls.jump(site, lang, { orderNo });
        location.assign(url);
      } catch (error) {
        setPayFailure(errorMessage(messages, isApiError(error) ? error.code : 'network'));
        setPaying(false);
      }
    },
    [site, lang, messages],
  );

  const status = (() => {
    if (view.kind === 'checking') return t('paid.checking');
    if (view.kind === 'waitedLong') return t('paid.stillPending');
    if (view.kind === 'reply' && view.reply.status === 'pending') return t('paid.pending');
    if (view.kind === 'reply' && view.reply.status === 'success' && view.reply.order.status !== 'ticketed') return t('paid.issuing');
    return '';
  })();

  const success = (order: OrderView) => {
    const detail = href('my.order.detail', { oId: order.orderNo });
    return (
      <>
        <h2 ref={outcome} tabIndex={-1} className="paid-outcome paid-success">
          {t('paid.success')}
        </h2>
        <OrderHeading order={order} t={t} f={f} />
        {order.status === 'ticketed' && <p>{t('paid.emailSent', { email: order.contact.email })}</p>}
        <OrderContents order={order} names={names} words={words} t={t} f={f} />
        <p>
          <a className="ui-button ui-primary" href={detail} onClick={() => keepLookup({ orderNo: order.orderNo })}>
            {t('paid.viewOrder')}
          </a>
        </p>
      </>
    );
  };

  return (
    <div className="order-page" aria-busy={view.kind === 'checking'}>
      <p role="status" aria-live="polite" className="order-status-line">
        {status}
      </p>
      {view.kind === 'waitedLong' && (
        <p>
          <button
            type="button"
            className="ui-button"
            onClick={() => {
              setView({ kind: 'checking' });
              setRound((n) => n + 1);
            }}
          >
            {t('paid.checkAgain')}
          </button>
        </p>
      )}
      {view.kind === 'reply' && view.reply.status === 'success' && success(view.reply.order)}
      {view.kind === 'reply' && view.reply.status === 'failure' && (
        <>
          <h2 ref={outcome} tabIndex={-1} className="paid-outcome paid-failure">
            {t('paid.failure')}
          </h2>
          <p>{t(`paid.reason.${view.reply.reason}`)}</p>
          <p className="order-actions">
            {view.reply.retry && (
              <button type="button" className="ui-button ui-primary" disabled={paying} onClick={() => void payAgain(orderNoOf(view.reply))}>
                {t(paying ? 'paid.opening' : 'paid.retry')}
              </button>
            )}
            <a className="ui-button" href={href('book.search')}>
              {t('paid.newSearch')}
            </a>
          </p>
          {payFailure && (
            <p role="alert" className="ui-error">
              {payFailure}
            </p>
          )}
        </>
      )}
      {view.kind === 'failed' && (
        <div className="notice">
          <p role="alert">{view.code === 'notFound' ? t('paid.notFound') : `${t('paid.loadFailed')} ${errorMessage(messages, view.code)}`}</p>
          <p className="order-actions">
            <a className="ui-button" href={href('my.order.find')}>
              {t('paid.findOrder')}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}

const orderNoOf = (reply: PaidReply) => (reply.status === 'failure' ? reply.orderNo : '');

export default withPackedMessages(PaidPage);
