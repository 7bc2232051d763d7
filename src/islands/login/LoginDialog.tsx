import type { Lang } from '../../domain/languages.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { translate } from '../../lib/i18n/format.ts';
import { closeLoginDialog } from '../../stores/login-dialog.ts';
import { Modal } from '../../ui/popup/Modal.tsx';
import { LoginBox, type LoginBoxSite } from './LoginBox.tsx';

/** The login dialog: the same login box as the login page, over the current page, which stays. */
export default function LoginDialog({ site, lang, messages }: { site: LoginBoxSite; lang: Lang; messages: Messages }) {
  return (
    <Modal title={translate(messages, 'login.title')} onClose={() => closeLoginDialog(null)} closeLabel={translate(messages, 'ui.close')}>
      {/* A dialog has no room for the social buttons and their pop-up window. */}
      <LoginBox site={site} lang={lang} messages={messages} socialAllowed={false} onLoggedIn={(user) => closeLoginDialog(user)} />
    </Modal>
  );
}
