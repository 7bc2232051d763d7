import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import type { Translate } from '../passengers/field-options.ts';

/** A page's data that could not be read: why, and a way to ask again. */
export function LoadFailed({ code, messages, t, onRetry }: { code: string; messages: Messages; t: Translate; onRetry: () => void }) {
  return (
    <div className="notice">
      <p role="alert">
        {t('myPassengers.loadFailed')} {errorMessage(messages, code)}
      </p>
      <button type="button" className="ui-button" onClick={onRetry}>
        {t('myPassengers.retry')}
      </button>
    </div>
  );
}
