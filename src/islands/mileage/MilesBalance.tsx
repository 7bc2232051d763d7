import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $milesBalance, loadMilesBalance } from '../../stores/miles.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import type { AwardFormat, Translate } from './award-format.ts';

/** The member's miles balance above the award search; a guest is asked to log in to see it. */
export function MilesBalance({ site, lang, t, f }: { site: string; lang: Lang; t: Translate; f: AwardFormat }) {
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const miles = useStore($milesBalance);
  const memberId = user.loggedIn ? (user.user?.id ?? null) : null;
  useEffect(() => {
    if (memberId) void loadMilesBalance(site, lang);
  }, [site, lang, memberId]);

  if (!user.checked) return <p className="award-balance" aria-hidden="true" />;
  if (!memberId) {
    return (
      <p className="award-balance">
        {t('mileage.balance.guest')}{' '}
        <button type="button" className="ui-button" onClick={() => void openLoginDialog()}>
          {t('mileage.login')}
        </button>
      </p>
    );
  }
  const known = miles.memberId === memberId;
  return (
    <p className="award-balance" role="status">
      {!known
        ? t('mileage.balance.loading')
        : miles.balance === null
          ? t('mileage.balance.failed')
          : t('mileage.balance.value', { miles: f.miles(miles.balance) })}
    </p>
  );
}
