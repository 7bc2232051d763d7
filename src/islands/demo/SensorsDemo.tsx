import { useEffect, useState } from 'react';
import type { ApiErrorReport } from '../../lib/api/client.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { API_ERROR_EVENT, storefrontApi } from '../../stores/api.ts';

/** The test page test/sensors: the analytics hook's events, as an analytics script would hear them. */
export default function SensorsDemo({ messages }: { messages: Messages }) {
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
      <button
        type="button"
        className="ui-button"
        onClick={() =>
          void storefrontApi()
            .get('/api/no-such-call')
            .catch(() => undefined)
        }
      >
        {t('demo.sensors.trigger')}
      </button>
      <ul aria-live="polite">
        {events.length === 0 ? <li>{t('demo.sensors.none')}</li> : events.map((e, i) => <li key={i}>{`${e.code} ${e.status ?? ''} ${e.path}`}</li>)}
      </ul>
    </div>
  );
}
