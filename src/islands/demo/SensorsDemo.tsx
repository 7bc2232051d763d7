import { useEffect, useState } from 'react';
import { readSearchLink } from '../../domain/api/shop.ts';
import type { ApiErrorReport } from '../../lib/api/client.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { API_ERROR_EVENT, storefrontApi } from '../../stores/api.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';

/**
 * A call the API refuses: the trip of a results link that was never sealed
 * (CZWEB000004). It changes nothing, so the button may be pressed any number of times.
 */
const failingCall = () => storefrontApi().call(readSearchLink, { body: { encryptArgs: 'not-a-sealed-link' } });

/** The test page test/sensors: the analytics hook's events, as an analytics script would hear them. */
function SensorsDemo({ messages }: { messages: Messages }) {
  const t = (key: string) => translate(messages, key);
  const [events, setEvents] = useState<ApiErrorReport[]>([]);

  useEffect(() => {
    const listen = (event: Event) => {
      if (event instanceof CustomEvent) setEvents((seen) => [...seen, event.detail as ApiErrorReport]);
    };
    window.addEventListener(API_ERROR_EVENT, listen);
    return () => window.removeEventListener(API_ERROR_EVENT, listen);
  }, []);

  return (
    <div className="demo">
      <p>{t('demo.sensors.intro')}</p>
      <button type="button" className="ui-button" onClick={() => void failingCall().catch(() => undefined)}>
        {t('demo.sensors.trigger')}
      </button>
      <ul aria-live="polite">
        {events.length === 0 ? <li>{t('demo.sensors.none')}</li> : events.map((e, i) => <li key={i}>{`${e.code} ${e.status ?? ''} ${e.path}`}</li>)}
      </ul>
    </div>
  );
}

export default withPackedMessages(SensorsDemo);
