import { useMemo, useState } from 'react';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { routeParams } from '../order/order-lookup.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { MyPassengersSite } from './MyPassengerList.tsx';
import { myPassengerCalls } from './my-passenger-calls.ts';
import { PassengerFacts } from './PassengerFacts.tsx';
import { paramsOf, refFromParams } from './passenger-ref.ts';
import { displayName, passengerText } from './passenger-text.ts';
import { useMemberLoad } from './use-member-load.ts';

const NOT_FOUND = 'notFound';

/**
 * my/passengers/detail/{psgId}/{hasPsg}: everything kept of one passenger, the
 * document number in full (only here), with Edit and, after a confirmation,
 * Delete; a traveller of an earlier order is offered for saving instead.
 */
function MyPassengerDetail({ site, lang, messages }: { site: MyPassengersSite; lang: Lang; messages: Messages }) {
  const text = useMemo(() => passengerText(lang, site.code, messages), [lang, site.code, messages]);
  const { t } = text;
  const calls = useMemo(() => myPassengerCalls(site.code, lang), [site.code, lang]);
  const today = useMemo(() => calendarDateIn(new Date(), AIRLINE_TIME_ZONE), []);
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useMemberLoad(async () => {
    const ref = refFromParams(routeParams());
    if (!ref) throw new ApiError(NOT_FOUND);
    return calls.detail(ref);
  }, round);

  const href = (name: RouteName, params?: Readonly<Record<string, string>>) => routeHref(baseOf(location.pathname), site.code, lang, name, params);
  if (load.state === 'loading') return <p role="status">{t('myPassengers.loading')}</p>;
  if (load.state === 'failed' && load.code !== NOT_FOUND)
    return <LoadFailed code={load.code} messages={messages} t={t} onRetry={() => setRound((n) => n + 1)} />;
  if (load.state === 'failed')
    return (
      <div className="notice">
        <p role="alert">{t('myPassengers.notFound')}</p>
        <a href={href('my.passengers.list')}>{t('myPassengers.backToList')}</a>
      </div>
    );

  const passenger = load.value;
  const name = displayName(passenger, site.nameLayout);
  const psgId = passenger.psgId;

  async function remove(id: string): Promise<void> {
    const sure = await confirmDialog(t('myPassengers.deleteConfirm', { name }), t('myPassengers.deleteTitle'), {
      ok: t('myPassengers.deleteOk'),
      cancel: t('myPassengers.deleteKeep'),
    });
    if (!sure) return;
    setBusy(true);
    setFailure('');
    try {
      await calls.remove(id);
      location.assign(href('my.passengers.list'));
    } catch (error) {
      setFailure(failureText(messages, error));
      setBusy(false);
    }
  }

  return (
    <section className="mypsg-page" aria-labelledby="mypsg-name">
      <h2 id="mypsg-name">{name}</h2>
      {!psgId && <p className="ui-hint">{t('myPassengers.pastNote')}</p>}
      <PassengerFacts passenger={passenger} today={today} text={text} />
      <p className="mypsg-actions">
        {psgId ? (
          <>
            <a className="ui-button ui-primary" href={href('my.passengers.edit', paramsOf(passenger))}>
              {t('myPassengers.edit')}
            </a>
            <button type="button" className="ui-button" disabled={busy} onClick={() => void remove(psgId)}>
              {t('myPassengers.delete')}
            </button>
          </>
        ) : (
          <a className="ui-button ui-primary" href={href('my.passengers.edit', paramsOf(passenger))}>
            {t('myPassengers.keep')}
          </a>
        )}
        <a className="ui-button" href={href('my.passengers.list')}>
          {t('myPassengers.backToList')}
        </a>
      </p>
      <p role="alert" className="ui-error">
        {failure}
      </p>
    </section>
  );
}

export default withPackedMessages(MyPassengerDetail);
