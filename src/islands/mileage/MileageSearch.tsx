import { useEffect, useMemo } from 'react';
import { AWARD_GUEST } from '../../domain/mileage/codes.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { checkLogin } from '../../stores/user.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { SearchBox, type SearchBoxProps } from '../search/SearchBox.tsx';
import { awardFormat } from './award-format.ts';
import { MilesBalance } from './MilesBalance.tsx';

/**
 * mileage/search: the member's miles balance and the search box in award mode
 * (one way or round trip, cabin and party, sent with m = mileage). Awards are for
 * members: a guest who searches is told so and gets the login dialog; the box
 * goes on to the award results (mileage/flights) of the link the API answers.
 */
function MileageSearch(props: Omit<SearchBoxProps, 'award'>) {
  const { site, lang, messages } = props;
  const t = useMemo(() => (key: string, params?: Readonly<Record<string, string | number>>) => translate(messages, key, params), [messages]);
  const f = useMemo(() => awardFormat(lang, site.code, t), [lang, site.code, t]);
  const award = useMemo(
    () => ({
      submit: t('mileage.search.submit'),
      onRefused: (code: string) => {
        if (code === AWARD_GUEST) void openLoginDialog();
      },
    }),
    [t],
  );
  useEffect(() => void checkLogin(storefrontApi()), []);
  return (
    <div className="award-search">
      <p className="page-intro">{t('mileage.search.intro')}</p>
      <MilesBalance site={site.code} lang={lang} t={t} f={f} />
      <SearchBox {...props} award={award} />
    </div>
  );
}

export default withPackedMessages(MileageSearch);
