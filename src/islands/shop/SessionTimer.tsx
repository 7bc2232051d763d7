import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { EXPIRY_CHECK_MS, type ExecutionSession } from '../../stores/execution-session.ts';
import type { Translate } from './format.ts';

/** The booking session's time left, in whole minutes, refreshed as often as the expiry is checked. */
export function SessionTimer({ session, t }: { session: ExecutionSession; t: Translate }) {
  const state = useStore(session.$state);
  const [, refresh] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => refresh((n) => n + 1), EXPIRY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  if (state.status === 'expired') return <p className="shop-timer shop-timer-ended">{t('shop.expired')}</p>;
  if (state.status !== 'loaded') return null;
  const minutes = Math.floor(session.secondsLeft() / 60);
  return <p className="shop-timer">{minutes > 0 ? t('shop.timeLeft', { minutes }) : t('shop.timeLeftUnderMinute')}</p>;
}
