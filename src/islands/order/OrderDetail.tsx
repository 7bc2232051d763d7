import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { OrderView } from '../../domain/booking/order.ts';
import { FindByOrderFormSchema, lookupOf } from '../../domain/booking/order-access.ts';
import { type ExternalPage, externalLink } from '../../domain/external-links.ts';
import type { Lang } from '../../domain/languages.ts';
import { validateForm } from '../../domain/validation/field-schema.ts';
import type { FieldIssue } from '../../domain/validation/issue.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage, fieldMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { loadMilesBalance } from '../../stores/miles.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { downloadCalls, saveReceipt } from '../downloads/download-calls.ts';
import { useExtrasWords } from './extras-words.ts';
import { OrderContents } from './OrderContents.tsx';
import { OrderHeading } from './OrderHeading.tsx';
import { type Lookup, orderCalls } from './order-calls.ts';
import { useOrderText, usePlaceNames } from './order-format.ts';
import { keepLookup, keptLookup, routeParams } from './order-lookup.ts';

type Load = { state: 'loading' } | { state: 'ready'; order: OrderView } | { state: 'locked' } | { state: 'failed'; code: string };
type Notice = { kind: 'status' | 'alert'; text: string } | null;

/** The airline's pages for a ticketed trip (spec 2's external links). */
const MANAGE_PAGES: readonly ExternalPage[] = ['orderChange', 'refund', 'meal', 'luggage'];

/**
 * my/order/detail/{oId}: the order as it is now (a pending payment is looked up
 * at the provider): flights, passengers and tickets, price and status; an unpaid
 * order can be paid before its deadline or cancelled, a ticketed one's e-mail
 * sent again and its trip managed on the airline's pages. A guest on another
 * browser is asked for a surname or the e-mail first.
 */
function OrderDetail({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const words = useExtrasWords(site, lang, t, f, load.state === 'ready' ? load.order : undefined);
  const [busy, setBusy] = useState(false);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const [notice, setNotice] = useState<Notice>(null);
  const [who, setWho] = useState('');
  const [whoError, setWhoError] = useState<FieldIssue | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const href = (name: RouteName) => routeHref(baseOf(location.pathname), site, lang, name);
  const failure = useCallback((error: unknown) => errorMessage(messages, isApiError(error) ? error.code : 'network'), [messages]);

  useEffect(() => setLookup(keptLookup(routeParams().oId ?? '')), []);

  useEffect(() => {
    if (!lookup) return;
    let live = true;
    async function open(opened: Lookup): Promise<void> {
      try {
        let order = await orderCalls.detail(site, lang, opened);
        if (live) setLoad({ state: 'ready', order });
        // A payment may have ended without our hearing of it yet: the refresh asks the provider.
        if (order.status === 'unpaid' || order.status === 'paid') {
          order = await orderCalls.refresh(site, lang, opened);
          if (live) setLoad({ state: 'ready', order });
        }
      } catch (error) {
        if (!live || isApiError(error, 'abort')) return;
        setLoad((was) => {
          if (was.state === 'ready') return was;
          if (isApiError(error, 'notFound')) return { state: 'locked' };
          return { state: 'failed', code: isApiError(error) ? error.code : 'network' };
        });
      }
    }
    void open(lookup);
    return () => {
      live = false;
    };
  }, [site, lang, lookup]);

  useEffect(() => {
    if (load.state === 'ready') heading.current?.focus();
  }, [load.state]);

  async function act(task: () => Promise<void>): Promise<void> {
    setBusy(true);
    setNotice(null);
    try {
      await task();
    } catch (error) {
      if (!isApiError(error, 'abort')) setNotice({ kind: 'alert', text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  const refresh = (opened: Lookup) =>
    act(async () => {
      setLoad({ state: 'ready', order: await orderCalls.refresh(site, lang, opened) });
      setNotice({ kind: 'status', text: t('order.refreshed') });
    });

  const cancel = async (opened: Lookup, order: OrderView) => {
    const sure = await confirmDialog(t('order.cancelConfirm', { orderNo: order.orderNo }), t('order.cancelTitle'), {
      ok: t('order.cancelOk'),
      cancel: t('order.cancelKeep'),
    });
    if (!sure) return;
    await act(async () => {
      const cancelled = await orderCalls.cancel(opened);
      setLoad({ state: 'ready', order: cancelled });
      // An award's miles come back: the notice and the header's balance say so.
      const award = cancelled.type === 'mileage';
      setNotice({ kind: 'status', text: award ? t('mileage.order.cancelled') : t('order.cancelled') });
      if (award) void loadMilesBalance(site, lang, true);
    });
  };

  const payNow = (opened: Lookup) =>
    act(async () => {
      const { url } = await orderCalls.jump(site, lang, opened);
      setNotice({ kind: 'status', text: t('order.opening') });
      location.assign(url);
    });

  // A member's own order downloads at once; anyone else proves the order theirs with a code texted to its phone (dl).
  const downloadReceipt = (orderNo: string) =>
    act(async () => {
      const { grant } = await downloadCalls.memberGrant(orderNo);
      await saveReceipt(grant, orderNo);
      setNotice({ kind: 'status', text: t('order.receiptSaved') });
    });

  const resend = (opened: Lookup) =>
    act(async () => {
      const { to } = await orderCalls.resend(opened);
      setNotice({ kind: 'status', text: t('order.resent', { to }) });
    });

  function unlock(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const orderNo = lookup?.orderNo ?? '';
    const result = validateForm(FindByOrderFormSchema, { orderNo, who });
    setWhoError(result.ok ? undefined : (result.fields.who ?? result.fields.orderNo));
    if (!result.ok) return;
    const opened = lookupOf(orderNo, result.value.who);
    keepLookup(opened);
    setLoad({ state: 'loading' });
    setLookup(opened);
  }

  if (load.state === 'loading') return <p role="status">{t('order.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div className="notice">
        <p role="alert">
          {t('order.loadFailed')} {errorMessage(messages, load.code)}
        </p>
        <button type="button" className="ui-button" onClick={() => lookup && setLookup({ ...lookup })}>
          {t('order.retry')}
        </button>
      </div>
    );
  }
  if (load.state === 'locked') {
    return (
      <form className="account-panel" noValidate onSubmit={unlock}>
        <p role="alert">{t('order.locked', { orderNo: lookup?.orderNo ?? '' })}</p>
        <TextField label={t('find.who')} value={who} onChange={setWho} autoComplete="family-name" error={whoError && fieldMessage(messages, whoError)} />
        <button type="submit" className="ui-button ui-primary">
          {t('find.submit')}
        </button>
      </form>
    );
  }

  const { order } = load;
  const opened = lookup ?? { orderNo: order.orderNo };
  const payable = order.status === 'unpaid' && new Date(order.deadline).getTime() > Date.now();
  return (
    <div className="order-page" aria-busy={busy}>
      <h2 ref={heading} tabIndex={-1}>
        {t('order.detailHeading', { orderNo: order.orderNo })}
      </h2>
      <OrderHeading order={order} t={t} f={f} />
      <div className="order-actions" role="group" aria-label={t('order.actions')}>
        {payable && (
          <button type="button" className="ui-button ui-primary" disabled={busy} onClick={() => void payNow(opened)}>
            {t('order.payNow')}
          </button>
        )}
        {order.status === 'unpaid' && (
          <button type="button" className="ui-button" disabled={busy} onClick={() => void cancel(opened, order)}>
            {t('order.cancel')}
          </button>
        )}
        {order.status === 'ticketed' && (
          <button type="button" className="ui-button" disabled={busy} onClick={() => void resend(opened)}>
            {t('order.resend')}
          </button>
        )}
        {order.payStatus &&
          (user.loggedIn ? (
            <button type="button" className="ui-button" disabled={busy} onClick={() => void downloadReceipt(order.orderNo)}>
              {t('order.receipt')}
            </button>
          ) : (
            <a className="ui-button" href={`${href('dl')}?${new URLSearchParams({ orderNo: order.orderNo })}`}>
              {t('order.receipt')}
            </a>
          ))}
        <button type="button" className="ui-button" disabled={busy} onClick={() => void refresh(opened)}>
          {t('order.refresh')}
        </button>
      </div>
      <p role="status" className="order-status-line">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="ui-error">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
      <OrderContents order={order} names={names} words={words} t={t} f={f} />
      {order.status === 'ticketed' && (
        <section className="order-section" aria-labelledby="order-manage">
          <h2 id="order-manage">{t('order.manage')}</h2>
          <ul className="order-links">
            {MANAGE_PAGES.map((page) => (
              <li key={page}>
                <a href={externalLink(page, site, lang, { orderNo: order.orderNo })}>{t(`order.link.${page}`)}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <a href={href('my.order.list')}>{t('order.backToList')}</a>
      </p>
    </div>
  );
}

export default withPackedMessages(OrderDetail);
