import { useMemo, useState } from 'react';
import { AIRLINE_TIME_ZONE, calendarDateIn } from '../../domain/calendar.ts';
import type { Lang } from '../../domain/languages.ts';
import { PASSENGER_LIMITS } from '../../domain/reference/passenger-types.ts';
import type { SavedPassenger } from '../../domain/saved-data/saved-passenger.ts';
import type { NameLayout } from '../../domain/sites.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { baseOf, routeHref } from '../../lib/routing/paths.ts';
import type { RouteName } from '../../lib/routing/routes.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { myPassengerCalls } from './my-passenger-calls.ts';
import { PassengerFacts } from './PassengerFacts.tsx';
import { paramsOf } from './passenger-ref.ts';
import { displayName, type PassengerText, passengerText } from './passenger-text.ts';
import { useMemberLoad } from './use-member-load.ts';

export interface MyPassengersSite {
  readonly code: string;
  readonly nameLayout: NameLayout;
}

type Href = (name: RouteName, params?: Readonly<Record<string, string>>) => string;

/** One passenger of the list: the name as the site writes it, what is kept (number masked), and its links. */
function PassengerItem({ passenger, layout, text, href }: { passenger: SavedPassenger; layout: NameLayout; text: PassengerText; href: Href }) {
  const { t } = text;
  const name = displayName(passenger, layout);
  const params = paramsOf(passenger);
  const today = calendarDateIn(new Date(), AIRLINE_TIME_ZONE);
  return (
    <li className="mypsg-card">
      <h3>{name}</h3>
      <PassengerFacts passenger={passenger} today={today} text={text} />
      <p className="mypsg-actions">
        <a className="ui-button" href={href('my.passengers.detail', params)} aria-label={t('myPassengers.detailsOf', { name })}>
          {t('myPassengers.details')}
        </a>
        {passenger.psgId ? (
          <a className="ui-button" href={href('my.passengers.edit', params)} aria-label={t('myPassengers.editOf', { name })}>
            {t('myPassengers.edit')}
          </a>
        ) : (
          <a className="ui-button ui-primary" href={href('my.passengers.edit', params)} aria-label={t('myPassengers.keepOf', { name })}>
            {t('myPassengers.keep')}
          </a>
        )}
      </p>
    </li>
  );
}

/**
 * my/passengers/list: the member's saved passengers, then the travellers of their
 * own orders who are not saved, offered for saving. Adding stops at the cap of
 * saved passengers, with its message.
 */
function MyPassengerList({ site, lang, messages }: { site: MyPassengersSite; lang: Lang; messages: Messages }) {
  const text = useMemo(() => passengerText(lang, site.code, messages), [lang, site.code, messages]);
  const { t } = text;
  const calls = useMemo(() => myPassengerCalls(site.code, lang), [site.code, lang]);
  const [round, setRound] = useState(0);
  const load = useMemberLoad(calls.list, round);

  if (load.state === 'loading') return <p role="status">{t('myPassengers.loading')}</p>;
  if (load.state === 'failed') return <LoadFailed code={load.code} messages={messages} t={t} onRetry={() => setRound((n) => n + 1)} />;

  const href: Href = (name, params) => routeHref(baseOf(location.pathname), site.code, lang, name, params);
  const saved = load.value.filter((p) => p.psgId);
  const past = load.value.filter((p) => !p.psgId);
  const max = PASSENGER_LIMITS.savedPassengers;
  return (
    <div className="mypsg-page">
      <section aria-labelledby="mypsg-saved">
        <h2 id="mypsg-saved">{t('myPassengers.savedHeading')}</h2>
        <p>{t('myPassengers.count', { count: saved.length, max })}</p>
        {saved.length < max ? (
          <p className="mypsg-actions">
            <a className="ui-button ui-primary" href={href('my.passengers.add')}>
              {t('myPassengers.add')}
            </a>
          </p>
        ) : (
          <p className="mypsg-warning">{errorMessage(messages, 'passengerLimit')}</p>
        )}
        {saved.length === 0 ? (
          <p>{t('myPassengers.none')}</p>
        ) : (
          <ul className="mypsg-list" aria-labelledby="mypsg-saved">
            {saved.map((p) => (
              <PassengerItem key={p.psgId} passenger={p} layout={site.nameLayout} text={text} href={href} />
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="mypsg-past">
          <h2 id="mypsg-past">{t('myPassengers.pastHeading')}</h2>
          <p>{t('myPassengers.pastHint')}</p>
          <ul className="mypsg-list" aria-labelledby="mypsg-past">
            {past.map((p) => (
              <PassengerItem key={p.pastId} passenger={p} layout={site.nameLayout} text={text} href={href} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default withPackedMessages(MyPassengerList);
