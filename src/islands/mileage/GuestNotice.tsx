import { AWARD_GUEST } from '../../domain/mileage/codes.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import type { Translate } from './award-format.ts';

/** A guest on an award page (the calls answered CZMILEAGE0000002): why nothing shows, and the login dialog; the page goes on once logged in. */
export function GuestNotice({ messages, t }: { messages: Messages; t: Translate }) {
  return (
    <div className="notice">
      <p role="alert">{errorMessage(messages, AWARD_GUEST)}</p>
      <button type="button" className="ui-button ui-primary" onClick={() => void openLoginDialog()}>
        {t('mileage.login')}
      </button>
    </div>
  );
}
