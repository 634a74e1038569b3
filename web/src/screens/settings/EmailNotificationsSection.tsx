import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_EMAIL_DEFAULTS, type EmailDefaults } from '#shared/rules';
import { STORAGE_KEYS } from '../../preferences/preference-values.ts';
import type {
  EmailNotificationsSection_user$data,
  EmailNotificationsSection_user$key,
} from '../../__generated__/EmailNotificationsSection_user.graphql.ts';
import { readEmailDefaults, readKey, writeJson } from '../../preferences/storage.ts';
import { snapshotStorage } from '../../ssr/preference-cookies.ts';
import { useClickSound } from '../../preferences/sound.ts';
import { loginPath } from '../../viewer/next-path.ts';
import { EmailNotificationChoices } from './EmailNotificationChoices.tsx';
import { useUpdateEmailPreferences } from './useUpdateEmailPreferences.ts';

/* eslint-disable relay/unused-fields -- the preferences go whole to EmailNotificationChoices */
const fragment = graphql`
  fragment EmailNotificationsSection_user on User {
    id
    emailPreferences {
      enabled
      collectionGameRequest
      requestApproved
      requestExpired
      moderatorUpdates
      security
      wantedForTrade
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** Spec section 3's email notification defaults: on the account when signed in, in this browser otherwise. */
export function EmailNotificationsSection({ user }: { user: EmailNotificationsSection_user$key | null | undefined }) {
  const data = useFragment(fragment, user ?? null);
  return (
    <section className="settings-section card" aria-labelledby="settings-email">
      <h2 id="settings-email">
        <Trans>Email notifications</Trans>
      </h2>
      {data ? <AccountChoices data={data} /> : <BrowserChoices />}
    </section>
  );
}

function AccountChoices({ data }: { data: EmailNotificationsSection_user$data }) {
  const save = useUpdateEmailPreferences();
  const click = useClickSound();
  const [failed, setFailed] = useState(false);
  // Relay keeps the object while its fields are unchanged, so this changes only with the choices.
  const value = useMemo<EmailDefaults>(
    () => ({ ...DEFAULT_EMAIL_DEFAULTS, ...data.emailPreferences }),
    [data.emailPreferences],
  );

  // The browser keeps a copy of what the account holds (loaded, changed or rolled back), so the
  // last known choices are there for this browser after logging out.
  useEffect(() => writeJson(STORAGE_KEYS.emailDefaults, value), [value]);

  const change = (next: EmailDefaults) => {
    click();
    setFailed(false);
    void save(data.id, next).then((outcome) => setFailed(outcome.kind !== 'done'));
  };

  return (
    <>
      <p className="settings-hint muted">
        <Trans>Saved with your account.</Trans>
      </p>
      <EmailNotificationChoices value={value} onChange={change} />
      {failed && (
        <p className="notice error" role="alert">
          <Trans>An unexpected error occurred. Please try again.</Trans>
        </p>
      )}
    </>
  );
}

const noSubscription = () => () => {};
const readStoredChoices = () => readKey(STORAGE_KEYS.emailDefaults);

function BrowserChoices() {
  const click = useClickSound();
  // The server has no localStorage: a server-rendered page hydrates with the defaults it was
  // rendered with, then shows what this browser keeps (read during hydration, the choices would
  // differ from the server's HTML and React would leave its disabled boxes as they were).
  const stored = useSyncExternalStore(noSubscription, readStoredChoices, () => null);
  const [chosen, setChosen] = useState<EmailDefaults | null>(null);
  const value = useMemo(
    () => chosen ?? readEmailDefaults(snapshotStorage(stored ? { [STORAGE_KEYS.emailDefaults]: stored } : {})),
    [chosen, stored],
  );
  const change = (next: EmailDefaults) => {
    click();
    writeJson(STORAGE_KEYS.emailDefaults, next);
    setChosen(next);
  };
  return (
    <>
      {/* Not muted: the link keeps its full contrast. */}
      <p className="settings-hint">
        <Trans>Saved in this browser.</Trans>{' '}
        <Link to={loginPath('/settings')}>
          <Trans>Log in to receive these mails.</Trans>
        </Link>
      </p>
      <EmailNotificationChoices value={value} onChange={change} />
    </>
  );
}
