import type { Lang } from '../../domain/languages.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { FindByEmail } from './FindByEmail.tsx';
import { FindByNumber } from './FindByNumber.tsx';
import { useOrderText, usePlaceNames } from './order-format.ts';

/**
 * my/order/find, for guests: one order by its number and a passenger's surname or
 * the contact e-mail; or every order booked under an e-mail address, after a
 * one-time code sent to it (asked for with the captcha) is typed back.
 */
function FindOrder({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const { t, f } = useOrderText(lang, site, messages);
  const names = usePlaceNames(lang);
  return (
    <div className="order-page order-find">
      <FindByNumber site={site} lang={lang} messages={messages} t={t} />
      <FindByEmail site={site} lang={lang} messages={messages} t={t} f={f} names={names} />
    </div>
  );
}

export default withPackedMessages(FindOrder);
