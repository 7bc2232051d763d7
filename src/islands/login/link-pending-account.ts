import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { bindSnsAccount } from '../../stores/sns.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import type { PendingBinding } from './SocialLogin.tsx';

/**
 * Links the social account that logged in before the member did (its token is
 * still valid), and tells the member how it went before the page moves on.
 */
export async function linkPendingAccount(pending: PendingBinding, messages: Messages): Promise<void> {
  const failure = await bindSnsAccount(storefrontApi(), pending.channel, pending.token);
  const channel = translate(messages, `sns.channel.${pending.channel}`);
  await alertDialog(failure === undefined ? translate(messages, 'login.social.linked', { channel }) : errorMessage(messages, failure));
}
