import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { RegistrationState } from '../../domain/special-passengers/registration.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { sppsgCalls } from './sppsg-calls.ts';

type Load = { state: 'loading' } | { state: 'ready'; registration: RegistrationState } | { state: 'failed'; code: string };

/** The registration code of the page's own address: sppsg/confirmation/{authCode}/. */
const codeInPath = () => decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').at(-1) ?? '');

/** sppsg/confirmation/{authCode}: where a registration stands, and what the traveller may do next. */
function SppsgConfirmation({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    sppsgCalls.state(codeInPath()).then(
      (registration) => setLoad({ state: 'ready', registration }),
      (caught: unknown) => setLoad({ state: 'failed', code: isApiError(caught) ? caught.code : 'network' }),
    );
    // The code is the page's address: read once.
  }, []);

  useEffect(() => {
    if (load.state !== 'loading') heading.current?.focus();
  }, [load.state]);

  if (load.state === 'loading') return <p role="status">{t('sppsg.confirmation.loading')}</p>;
  if (load.state === 'failed') {
    return (
      <div className="account-panel">
        <h2 ref={heading} tabIndex={-1}>
          {t('sppsg.confirmation.notFound')}
        </h2>
        <p role="alert" className="ui-error">
          {load.code === 'notFound' ? t('sppsg.verify.unknown') : errorMessage(messages, load.code)}
        </p>
        <p>
          <a href="../../verify/">{t('sppsg.verify.followHeading')}</a>
        </p>
      </div>
    );
  }
  const { registration } = load;
  const day = (text: string) => siteFormat(lang, site).day(text, 'long');
  return (
    <section className="account-panel" aria-labelledby="sppsg-state">
      <h2 id="sppsg-state" ref={heading} tabIndex={-1}>
        {t(`sppsg.status.${registration.status}`)}
      </h2>
      <dl className="sppsg-facts">
        <dt>{t('sppsg.field.authCode')}</dt>
        <dd>{registration.authCode}</dd>
        <dt>{t('sppsg.field.ticketType')}</dt>
        <dd>{t(`sppsg.type.${registration.ticketType}`)}</dd>
        <dt>{t('sppsg.confirmation.name')}</dt>
        <dd>{registration.name}</dd>
        <dt>{t('sppsg.confirmation.submitted')}</dt>
        <dd>{day(registration.submittedAt)}</dd>
        {registration.validUntil && (
          <>
            <dt>{t('sppsg.confirmation.validUntil')}</dt>
            <dd>{day(registration.validUntil)}</dd>
          </>
        )}
        {registration.reason && (
          <>
            <dt>{t('sppsg.confirmation.reason')}</dt>
            <dd>{registration.reason}</dd>
          </>
        )}
      </dl>
      <p>{t(`sppsg.next.${registration.status}`)}</p>
      {registration.status === 'refused' && (
        <p>
          <a href="../../register/">{t('sppsg.verify.registerLink')}</a>
        </p>
      )}
    </section>
  );
}

export default withPackedMessages(SppsgConfirmation);
