import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../domain/languages.ts';
import type { MemberStatus } from '../../domain/member/account-schemas.ts';
import type { Messages } from '../../lib/i18n/catalog.ts';
import { $user, USER_AS_BUILT } from '../../stores/user.ts';
import { useStoreAsBuilt } from '../../ui/use-hydrated.ts';
import { withPackedMessages } from '../../ui/with-packed-messages.ts';
import { BusinessTravel } from './BusinessTravel.tsx';
import { DocumentForm } from './DocumentForm.tsx';
import { EnrolmentForm } from './EnrolmentForm.tsx';
import { MemberNumberCheck } from './MemberNumberCheck.tsx';
import { profileCalls } from './profile-calls.ts';
import { type ProfileText, profileText } from './profile-text.ts';

type Load = { kind: 'loading' } | { kind: 'failed'; code: string } | { kind: 'ready'; status: MemberStatus };
type Notice = { kind: 'status' | 'alert'; text: string } | null;
/** Each part of the page announces its own outcomes next to its controls. */
type NoticeAt = 'email' | 'documents' | 'programme';

function Notices({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className="profile-notice">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <p role="alert" className="ui-error profile-alert">
        {notice?.kind === 'alert' ? notice.text : ''}
      </p>
    </>
  );
}

export interface ProfileSite {
  readonly code: string;
  /** Preset as the document's issuer and the programme's nationality. */
  readonly nationality: string;
  readonly documentIssuer: string;
}

function Membership({ status, text }: { status: MemberStatus; text: ProfileText }) {
  const { t } = text;
  return (
    <section className="profile-section" aria-labelledby="profile-membership">
      <h2 id="profile-membership">{t('profile.status.heading')}</h2>
      <dl className="profile-facts">
        <dt>{t('profile.status.memberNo')}</dt>
        <dd>{status.memberNo}</dd>
        <dt>{t('profile.status.name')}</dt>
        <dd>{status.name}</dd>
        <dt>{t('profile.status.tier')}</dt>
        <dd>{t(`profile.tier.${status.tier}`)}</dd>
        <dt>{t('profile.status.programme')}</dt>
        <dd>{status.ffp.enrolledAt ? t('profile.status.enrolledOn', { date: text.date(status.ffp.enrolledAt) }) : t('profile.status.notEnrolled')}</dd>
      </dl>
    </section>
  );
}

function Cards({ cards, text }: { cards: MemberStatus['cards']; text: ProfileText }) {
  const { t } = text;
  return (
    <section className="profile-section" aria-labelledby="profile-cards">
      <h2 id="profile-cards">{t('profile.cards.heading')}</h2>
      {cards.length === 0 ? (
        <p>{t('profile.cards.none')}</p>
      ) : (
        <ul className="profile-list">
          {cards.map((card) => (
            <li key={card.idx} className="profile-item">
              <span className="profile-number">{card.cardNo}</span>
              <span>{card.holderName}</span>
              <span className={card.disabled ? 'profile-off' : undefined}>{t(card.disabled ? 'profile.cards.disabled' : 'profile.cards.active')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * my/profile: the member's standing in the programme, membership cards, whether
 * the e-mail address is verified (with a fresh link on request), identity
 * documents with a form to add one, and, for a member not in the programme yet
 * (who joined by social login), enrolment and the check of an earlier number.
 */
function MemberProfile({ site, lang, messages }: { site: ProfileSite; lang: Lang; messages: Messages }) {
  const text = useMemo(() => profileText(lang, site.code, messages), [lang, site.code, messages]);
  const calls = useMemo(() => profileCalls(site.code, lang), [site.code, lang]);
  const { t } = text;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [notices, setNotices] = useState<Partial<Record<NoticeAt, Notice>>>({});
  const setNotice = (at: NoticeAt, notice: Notice) => setNotices((was) => ({ ...was, [at]: notice }));
  const [sending, setSending] = useState(false);

  const reload = useCallback(async () => {
    const outcome = await calls.status();
    setLoad(outcome.ok ? { kind: 'ready', status: outcome.value } : { kind: 'failed', code: outcome.code });
  }, [calls]);

  // Only once the login check knows the member: a page opened with a one-time login key logs in after it hydrates.
  const { loggedIn } = useStoreAsBuilt($user, USER_AS_BUILT);
  useEffect(() => {
    if (loggedIn) void reload();
  }, [loggedIn, reload]);

  async function resend(): Promise<void> {
    if (sending) return;
    setSending(true);
    const outcome = await calls.resendVerification();
    setSending(false);
    if (!outcome.ok) setNotice('email', { kind: 'alert', text: text.failure(outcome.code) });
    else if (outcome.value.verified) {
      setNotice('email', { kind: 'status', text: t('profile.email.alreadyVerified') });
      await reload();
    } else setNotice('email', { kind: 'status', text: t('profile.email.sent') });
  }

  if (load.kind === 'loading') return <p aria-busy="true">{t('profile.loading')}</p>;
  if (load.kind === 'failed') {
    return (
      <div className="profile-failed">
        <p role="alert">
          {t('profile.loadFailed')} {text.failure(load.code)}
        </p>
        <button type="button" className="ui-button" onClick={() => void reload()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }

  const { status } = load;
  return (
    <div className="member-profile">
      <Membership status={status} text={text} />
      <Notices notice={notices.programme ?? null} />
      <Cards cards={status.cards} text={text} />

      <section className="profile-section" aria-labelledby="profile-email">
        <h2 id="profile-email">{t('profile.email.heading')}</h2>
        <p>{t(status.emailVerified ? 'profile.email.verified' : 'profile.email.unverified')}</p>
        {!status.emailVerified && (
          <button type="button" className="ui-button" aria-disabled={sending} onClick={() => void resend()}>
            {t('profile.email.resend')}
          </button>
        )}
        <Notices notice={notices.email ?? null} />
      </section>

      <section className="profile-section" aria-labelledby="profile-documents">
        <h2 id="profile-documents">{t('profile.document.heading')}</h2>
        {status.certificates.length === 0 ? (
          <p>{t('profile.document.none')}</p>
        ) : (
          <ul className="profile-list">
            {status.certificates.map((document) => (
              <li key={document.id} className="profile-item">
                <span>{text.documentName(document.type)}</span>
                <span className="profile-number">{document.number}</span>
                <span>{t('profile.document.issuedBy', { country: text.country(document.issuer) })}</span>
                <span>{t('profile.document.expires', { date: text.date(document.expiry) })}</span>
              </li>
            ))}
          </ul>
        )}
        <DocumentForm
          text={text}
          calls={calls}
          issuer={site.documentIssuer}
          onAdded={(added) => {
            setLoad({ kind: 'ready', status: { ...status, certificates: [...status.certificates, added] } });
            setNotice('documents', { kind: 'status', text: t('profile.document.added', { name: text.documentName(added.type) }) });
          }}
        />
        <Notices notice={notices.documents ?? null} />
      </section>

      <BusinessTravel messages={messages} />

      {!status.ffp.enrolled && (
        <section className="profile-section" aria-labelledby="profile-programme">
          <h2 id="profile-programme">{t('profile.programme.heading')}</h2>
          <EnrolmentForm
            text={text}
            calls={calls}
            nationality={site.nationality}
            onEnrolled={() => {
              setNotice('programme', { kind: 'status', text: t('profile.enrol.done') });
              void reload();
            }}
          />
          <MemberNumberCheck text={text} calls={calls} name={{ surname: status.surname, givenName: status.givenName }} />
        </section>
      )}
    </div>
  );
}

export default withPackedMessages(MemberProfile);
