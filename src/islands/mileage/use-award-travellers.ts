import { useEffect, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { tripAirports } from '../../domain/mileage/award-choices.ts';
import type { AwardSelection } from '../../domain/mileage/award-selection.ts';
import { AWARD_GUEST } from '../../domain/mileage/codes.ts';
import { isDomesticTrip } from '../../domain/mileage/domestic.ts';
import type { AwardTraveller } from '../../domain/mileage/schemas.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { storefrontApi } from '../../stores/api.ts';
import { loadCities } from '../../stores/cities.ts';
import { openLoginDialog } from '../../stores/login-dialog.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import type { MileageCalls } from './mileage-calls.ts';

export type TravellersLoad =
  | { state: 'loading' }
  | { state: 'ready'; list: readonly AwardTraveller[] }
  | { state: 'noPsg' }
  | { state: 'guest' }
  | { state: 'failed'; code: string };

/**
 * The member's travellers for the award (getMemPsgs): isDomestic when every
 * airport of the chosen flights lies in the domestic region by the city data (a
 * passport otherwise, and when the data cannot be read). A guest gets the login
 * dialog, and the list once logged in; `retry` asks again.
 */
export function useAwardTravellers(calls: MileageCalls, lang: Lang, selection: AwardSelection | undefined): { load: TravellersLoad; retry: () => void } {
  const [load, setLoad] = useState<TravellersLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const user = useStoreAsBuilt($user, USER_AS_BUILT);
  const memberId = user.loggedIn ? (user.user?.id ?? null) : null;
  const guest = load.state === 'guest';

  useEffect(() => {
    if (memberId && guest) setRound((n) => n + 1);
  }, [memberId, guest]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again (a retry, or after a login)
  useEffect(() => {
    if (!selection) return;
    let live = true;
    setLoad({ state: 'loading' });
    async function ask(chosen: AwardSelection): Promise<void> {
      const cities = await loadCities(storefrontApi(), lang).catch(() => []);
      try {
        const list = await calls.travellers(isDomesticTrip(tripAirports(chosen.flights), cities));
        if (live) setLoad({ state: 'ready', list });
      } catch (error) {
        if (!live || isApiError(error, 'abort')) return;
        const code = isApiError(error) ? error.code : 'network';
        if (code === AWARD_GUEST) void openLoginDialog();
        setLoad(code === 'noPsg' ? { state: 'noPsg' } : code === AWARD_GUEST ? { state: 'guest' } : { state: 'failed', code });
      }
    }
    void ask(selection);
    return () => {
      live = false;
    };
  }, [calls, lang, selection, round]);

  return { load, retry: () => setRound((n) => n + 1) };
}
