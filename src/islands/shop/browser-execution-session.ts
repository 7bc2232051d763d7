import { referralCode } from '../../domain/validation/general.ts';
import { createExecutionSession, type ExecutionSessionDeps } from '../../stores/execution-session.ts';
import { keepSessionEnd } from '../../stores/session-end.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { shopCalls } from './shop-calls.ts';

/**
 * The booking session of a funnel page (cash or award) in the browser: its clock and timer, its failures told in
 * the page's dialogs, the referral code of its link kept in a cookie for the session's time, its end kept for the
 * pages after, and its extensions asked of the server.
 */
export function browserExecutionSession(getInfo: ExecutionSessionDeps['getInfo'], t: (key: string, params?: Record<string, string | number>) => string) {
  return createExecutionSession({
    getInfo,
    now: () => Date.now(),
    every: (task, ms) => {
      const timer = setInterval(task, ms);
      return () => clearInterval(timer);
    },
    alert: (code) => alertDialog(t(code)),
    retry: (code) => confirmDialog(t('shop.tripFailed', { code }), undefined, { ok: t('shop.retry'), cancel: t('shop.back') }),
    back: () => history.back(),
    isReferralCode: (rc) => referralCode(rc) === undefined,
    // Only a link with a referral code sets it: the cookie library loads then.
    setRefCode: (rc, minutes) =>
      void import('js-cookie').then(({ default: Cookies }) => Cookies.set('refCode', rc, { expires: minutes / (24 * 60), path: '/', sameSite: 'Lax' })),
    extend: shopCalls.extend,
    keep: keepSessionEnd,
  });
}
