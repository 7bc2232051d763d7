import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { siteFormat } from '../../domain/locale-format.ts';
import type { SnsChannel } from '../../domain/member/sns-channels.ts';
import type { SnsBinding } from '../../domain/member/sns-schemas.ts';
import { openSnsPopup, POPUP_BLOCKED } from '../../lib/browser/sns-popup.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { $snsBindings, bindSnsAccount, loadSnsBindings, unbindSnsAccount } from '../../stores/sns.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * my/sns: the member's social accounts, one row per channel offered (or still
 * bound), each with Link (through the social-login pop-up) or Unlink (after a
 * confirmation). Outcomes are announced in a status or alert line.
 */
function SnsBindings({ site, lang, messages }: { site: string; lang: Lang; messages: Messages }) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const state = useStore($snsBindings);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const dates = useMemo(() => siteFormat(lang, site), [lang, site]);
  const channelName = (channel: string) => t(`sns.channel.${channel}`);
  const failure = (code: string) => (code === POPUP_BLOCKED ? t('sns.popupBlocked') : errorMessage(messages, code));

  // Only once the login check knows the member: a page opened with a one-time login key logs in after it hydrates.
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  useEffect(() => {
    if (loggedIn) void loadSnsBindings(storefrontApi());
  }, [loggedIn]);

  async function bind(channel: SnsChannel): Promise<void> {
    const params = { channel: channelName(channel) };
    // Opened at once, inside the click, so that the browser does not block the pop-up.
    const waiting = openSnsPopup(channel, site, lang);
    setNotice({ kind: 'status', text: t('my.sns.waiting', params) });
    const result = await waiting;
    if (result === null) {
      setNotice((was) => (was?.text === t('my.sns.waiting', params) ? null : was));
      return;
    }
    if ('error' in result) {
      setNotice({ kind: 'alert', text: failure(result.error) });
      return;
    }
    setBusy(true);
    const code = await bindSnsAccount(storefrontApi(), channel, result.token);
    setBusy(false);
    setNotice(code ? { kind: 'alert', text: failure(code) } : { kind: 'status', text: t('my.sns.bindDone', params) });
  }

  async function unbind(channel: SnsChannel): Promise<void> {
    const params = { channel: channelName(channel) };
    const sure = await confirmDialog(t('my.sns.unbindConfirm', params), t('my.sns.unbindTitle'), { ok: t('my.sns.unbindOk'), cancel: t('my.sns.keep') });
    if (!sure) return;
    setBusy(true);
    const code = await unbindSnsAccount(storefrontApi(), channel);
    setBusy(false);
    setNotice(code ? { kind: 'alert', text: failure(code) } : { kind: 'status', text: t('my.sns.unbindDone', params) });
  }

  function describeBinding(binding: SnsBinding): string {
    if (!binding.bound || !binding.boundAt) return t('my.sns.notBound');
    const date = dates.instantDay(binding.boundAt);
    return binding.hint ? t('my.sns.boundAs', { hint: binding.hint, date }) : t('my.sns.boundOn', { date });
  }

  return (
    <section className="sns-bindings" aria-busy={state.status === 'loading' || busy}>
      {(state.status === 'loading' || state.status === 'idle') && <p>{t('my.sns.loading')}</p>}
      {state.status === 'failed' && (
        <div className="sns-failed">
          <p>
            {t('my.sns.loadFailed')} {failure(state.error ?? 'network')}
          </p>
          <button type="button" className="ui-button" onClick={() => void loadSnsBindings(storefrontApi())}>
            {t('my.sns.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.channels.length === 0 && <p>{t('my.sns.none')}</p>}
      {state.channels.length > 0 && (
        <ul className="sns-list">
          {state.channels.map((binding) => (
            <li key={binding.channel} className="sns-row">
              <span className="sns-name">{channelName(binding.channel)}</span>
              <span className="sns-state">
                {describeBinding(binding)}
                {!binding.available && <span className="sns-withdrawn"> {t('my.sns.withdrawn')}</span>}
              </span>
              {(binding.bound || binding.available) && (
                <button
                  type="button"
                  className="ui-button"
                  disabled={busy}
                  onClick={() => void (binding.bound ? unbind(binding.channel) : bind(binding.channel))}
                >
                  {t(binding.bound ? 'my.sns.unbind' : 'my.sns.bind', { channel: channelName(binding.channel) })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sns-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="sns-notice ui-error">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </section>
  );
}

export default withPackedMessages(SnsBindings);
