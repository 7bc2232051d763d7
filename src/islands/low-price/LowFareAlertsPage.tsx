import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { City } from '../../domain/cities.ts';
import type { Lang } from '../../domain/languages.ts';
import type { AlertView } from '../../domain/low-price/schemas.ts';
import { ALERT_CONFIRM_DAYS } from '../../domain/reference/low-fare.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { type Params, translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { loadCities } from '../../stores/cities.ts';
import { savedSearchForm } from '../../stores/saved-search-box.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { formatters } from '../shop/format.ts';
import { AlertCard } from './AlertCard.tsx';
import { AlertForm } from './AlertForm.tsx';
import { type AlertStart, alertStart, namedCities } from './alert-prefill.ts';
import { lowPriceCalls } from './low-price-calls.ts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;
type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; alerts: readonly AlertView[] };

/**
 * my/subscribelowprice: a member's alerts, or the one a guest's e-mailed link names, each to change or cancel; the
 * landing of a guest's confirmation link (?confirm=) and of the cancel link of every alert e-mail (?token=…&cancel=1),
 * which asks before it cancels (a mail scanner opening the link cancels nothing); and the form of a new alert,
 * started from the results page's "watch this route" or the search box's last trip.
 */
function LowFareAlertsPage({ site, lang, currency, messages }: { site: string; lang: Lang; currency: string; messages: Messages }) {
  const t = useCallback((key: string, params?: Params) => translate(messages, key, params), [messages]);
  const f = useMemo(() => formatters(lang, site, t), [lang, site, t]);
  const calls = useMemo(() => lowPriceCalls(site, lang), [site, lang]);
  const { checked, loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  const [token, setToken] = useState<string | undefined>(undefined);
  const [askCancel, setAskCancel] = useState(false);
  const [start, setStart] = useState<AlertStart | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [cities, setCities] = useState<readonly City[]>([]);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // Counts the notices said, so that saying the same words again still moves the focus.
  const [said, setSaid] = useState(0);
  const say = useCallback((next: Notice) => {
    setNotice(next);
    setSaid((count) => count + 1);
  }, []);
  // Once the notice is on the page (an empty one is hidden), it takes the focus, so that it is read out where the traveller is.
  useEffect(() => {
    if (said > 0) noticeRef.current?.focus();
  }, [said]);

  // The page is prerendered: what the address says is read once the browser runs the island.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    // The form waits for the city names, so that a route from a link shows its cities by name, not by code.
    const begin = alertStart(query, savedSearchForm(site));
    void loadCities(storefrontApi(), lang)
      .then((list) => {
        setCities(list);
        setStart(namedCities(begin, list));
      })
      .catch(() => setStart(begin));
    const confirm = query.get('confirm');
    if (confirm) {
      setLoad({ state: 'loading' });
      calls.confirm(confirm).then(
        (done) => {
          // A reload must not try the used link again: the address keeps the alert's own token instead.
          history.replaceState(history.state, '', `${location.pathname}?${new URLSearchParams({ token: done.token })}`);
          setToken(done.token);
          say({ kind: 'status', text: t('lowFare.confirmed', { orderNo: done.orderNo }) });
        },
        (caught: unknown) => {
          setLoad({ state: 'idle' });
          say({ kind: 'alert', text: failureText(messages, caught) });
        },
      );
      return;
    }
    const held = query.get('token');
    if (held) {
      setToken(held);
      setAskCancel(query.get('cancel') === '1');
    }
  }, [site, lang, calls, messages, t, say]);

  const refresh = useCallback(async () => {
    if (token === undefined && !loggedIn) return setLoad({ state: 'idle' });
    setLoad((was) => (was.state === 'ready' ? was : { state: 'loading' }));
    try {
      setLoad({ state: 'ready', alerts: await calls.list(token) });
    } catch (caught) {
      setLoad({ state: 'failed', text: failureText(messages, caught) });
    }
  }, [token, loggedIn, calls, messages]);

  useEffect(() => {
    if (checked || token !== undefined) void refresh();
  }, [checked, token, refresh]);

  const cityName = useCallback(
    (code: string) => {
      const city = cities.find((c) => c.code === code || c.airports.some((airport) => airport.code === code));
      return city ? t('lowFare.card.city', { name: city.name, code }) : code;
    },
    [cities, t],
  );

  async function cancel(alert: AlertView, ask: boolean): Promise<void> {
    const route = t('lowFare.card.route', { from: cityName(alert.origin), to: cityName(alert.destination) });
    if (
      ask &&
      !(await confirmDialog(t('lowFare.cancel.confirm', { route }), t('lowFare.cancel.title'), {
        ok: t('lowFare.cancel.ok'),
        cancel: t('lowFare.cancel.keep'),
      }))
    )
      return;
    setBusy(true);
    try {
      await calls.cancel(alert.orderNo, token);
      setAskCancel(false);
      say({ kind: 'status', text: t('lowFare.cancel.done', { route }) });
    } catch (caught) {
      if (!isApiError(caught, 'abort')) say({ kind: 'alert', text: failureText(messages, caught) });
    } finally {
      await refresh();
      setBusy(false);
    }
  }

  async function save(change: { orderNo: string; targetPrice: number | null; flightScheme: 1 | 2; keepWatching: boolean }): Promise<boolean> {
    setBusy(true);
    try {
      await calls.update({ ...change, token });
      say({ kind: 'status', text: t('lowFare.changed') });
      await refresh();
      return true;
    } catch (caught) {
      if (!isApiError(caught, 'abort')) say({ kind: 'alert', text: failureText(messages, caught) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  function created(alert: { orderNo: string; confirmationSent: boolean; email: string }): void {
    say({
      kind: 'status',
      text: alert.confirmationSent
        ? t('lowFare.sent', { email: alert.email, days: ALERT_CONFIRM_DAYS, orderNo: alert.orderNo })
        : t('lowFare.created', { orderNo: alert.orderNo }),
    });
    if (!alert.confirmationSent) void refresh();
  }

  const alerts = load.state === 'ready' ? load.alerts : [];
  const toCancel = askCancel ? alerts.find((alert) => alert.status === 0) : undefined;
  return (
    <div className="low-fare">
      <p ref={noticeRef} tabIndex={-1} role={notice?.kind === 'alert' ? 'alert' : 'status'} className={notice?.kind === 'alert' ? 'ui-error' : 'notice'}>
        {notice?.text ?? ''}
      </p>
      {toCancel && (
        <div className="low-fare-ask">
          <p>{t('lowFare.cancel.fromMail')}</p>
          <button type="button" className="ui-button ui-primary" disabled={busy} onClick={() => void cancel(toCancel, false)}>
            {t('lowFare.cancel.ok')}
          </button>
        </div>
      )}
      <section className="low-fare-list" aria-labelledby="low-fare-alerts" aria-busy={load.state === 'loading' || busy}>
        <h2 id="low-fare-alerts">{t('lowFare.list.title')}</h2>
        {load.state === 'idle' && <p>{t(checked ? 'lowFare.list.guest' : 'lowFare.list.loading')}</p>}
        {load.state === 'loading' && <p>{t('lowFare.list.loading')}</p>}
        {load.state === 'failed' && (
          <div>
            <p className="ui-error">{load.text}</p>
            <button type="button" className="ui-button" onClick={() => void refresh()}>
              {t('lowFare.list.retry')}
            </button>
          </div>
        )}
        {load.state === 'ready' &&
          (alerts.length === 0 ? (
            <p>{t('lowFare.list.empty')}</p>
          ) : (
            <ul className="low-fare-cards">
              {alerts.map((alert) => (
                <AlertCard
                  key={alert.orderNo}
                  alert={alert}
                  currency={currency}
                  cityName={cityName}
                  onSave={save}
                  onCancel={(chosen) => void cancel(chosen, true)}
                  busy={busy}
                  messages={messages}
                  t={t}
                  f={f}
                />
              ))}
            </ul>
          ))}
      </section>
      {start && <AlertForm lang={lang} site={site} currency={currency} start={start} calls={calls} onCreated={created} messages={messages} t={t} f={f} />}
    </div>
  );
}

export default withPackedMessages(LowFareAlertsPage);
