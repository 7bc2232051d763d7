import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api/api-error.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; code: string };

/**
 * Reads the member's data once the login check knows the member (a page opened
 * with a one-time login key logs in after it hydrates), and again on `round`
 * (a Try again button).
 */
export function useMemberLoad<T>(read: () => Promise<T>, round: number): Load<T> {
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the Try again button asking once more; read is made anew on each render
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setLoad({ state: 'loading' });
    read().then(
      (value) => live && setLoad({ state: 'ready', value }),
      (error: unknown) => live && !isApiError(error, 'abort') && setLoad({ state: 'failed', code: isApiError(error) ? error.code : 'network' }),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, round]);
  return load;
}
