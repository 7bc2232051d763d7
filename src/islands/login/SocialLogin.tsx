import { useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import { isSnsChannel, type SnsChannel } from '../../domain/member/sns-channels.ts';
import type { User } from '../../domain/user.ts';
import { failureText } from '../../lib/api/failure-text.ts';
import { openSnsPopup, POPUP_BLOCKED } from '../../lib/browser/sns-popup.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { errorMessage } from '../../lib/i18n/error-message.ts';
import { translate } from '../../lib/i18n/format.ts';
import { storefrontApi } from '../../stores/api.ts';
import { snsLogin } from '../../stores/sns.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { FieldError } from '../../ui/FieldError.tsx';

/** A social account that logged in but belongs to no member yet: it is linked after the password login. */
export interface PendingBinding {
  readonly channel: SnsChannel;
  readonly token: string;
}

export interface SocialLoginProps {
  site: string;
  lang: Lang;
  messages: Messages;
  channels: readonly string[];
  /** Spec 2: the terms box must be ticked before a social login starts. */
  termsAgreed: boolean;
  onLoggedIn: (user: User) => void;
  onNotBound: (pending: PendingBinding) => void;
}

/** The social-login buttons of the login box: a pop-up per channel, then login, or linking after the password. */
export function SocialLogin({ site, lang, messages, channels, termsAgreed, onLoggedIn, onNotBound }: SocialLoginProps) {
  const t = (key: string, params?: Record<string, string>) => translate(messages, key, params);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const offered = channels.filter(isSnsChannel);
  if (offered.length === 0) return null;

  async function start(channel: SnsChannel): Promise<void> {
    if (!termsAgreed) {
      await alertDialog(t('login.social.agreeFirst'));
      return;
    }
    const name = t(`sns.channel.${channel}`);
    setFailure('');
    setStatus(t('login.social.waiting', { channel: name }));
    const result = await openSnsPopup(channel, site, lang);
    setStatus('');
    if (result === null) return;
    if ('error' in result) {
      setFailure(result.error === POPUP_BLOCKED ? t('sns.popupBlocked') : errorMessage(messages, result.error));
      return;
    }
    try {
      const reply = await snsLogin(storefrontApi(), { site, lang, channel, token: result.token });
      if (reply.bound) {
        onLoggedIn(reply.user);
      } else {
        onNotBound({ channel, token: result.token });
        setStatus(t('login.social.notBound', { channel: name }));
      }
    } catch (error) {
      setFailure(failureText(messages, error));
    }
  }

  return (
    <section className="login-social" aria-labelledby="login-social-title">
      <h2 id="login-social-title">{t('login.social.title')}</h2>
      <ul>
        {offered.map((channel) => (
          <li key={channel}>
            <button type="button" className="ui-button" onClick={() => void start(channel)}>
              {t('sns.start.title', { channel: t(`sns.channel.${channel}`) })}
            </button>
          </li>
        ))}
      </ul>
      <p role="status">{status}</p>
      <FieldError id="login-social-failure" message={failure} announce />
    </section>
  );
}
