import { startTransition, useCallback, useId, useRef, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionList_user$data, SessionList_user$key } from '../../__generated__/SessionList_user.graphql.ts';
import { summariseUserAgent } from './user-agent.ts';
import { useRevokeSession } from './useRevokeSession.ts';
import { useRevokeOtherSessions } from './useRevokeOtherSessions.ts';

const fragment = graphql`
  fragment SessionList_user on User @refetchable(queryName: "SessionListRefetchQuery") {
    sessions {
      id
      lastSeenAt
      userAgent
      current
    }
  }
`;

type Session = NonNullable<SessionList_user$data['sessions']>[number];
type Feedback = 'ended' | 'failed' | null;
type Ending = 'done' | 'gone' | 'failed';

/** The browsers and devices signed in to this account, most recently used first. */
export function SessionList({ user }: { user: SessionList_user$key }) {
  const [data, refetch] = useRefetchableFragment(fragment, user);
  const { revoke, isInFlight } = useRevokeSession();
  const { revokeOthers, isInFlight: endingOthers } = useRevokeOtherSessions();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sessions = data.sessions ?? [];
  const hasOthers = sessions.some((session) => !session.current);

  const settle = (ending: Ending) => {
    if (ending === 'failed') return setFeedback('failed');
    // Already gone (expired, or ended from elsewhere): show the list as the server has it now.
    if (ending === 'gone') startTransition(() => void refetch({}, { fetchPolicy: 'network-only' }));
    setFeedback('ended');
    // The button that was pressed is gone with its session; keep the keyboard user in this list.
    headingRef.current?.focus();
  };

  const busy = isInFlight || endingOthers;
  const end = (id: string) => {
    if (busy) return;
    setFeedback(null);
    void revoke(id).then((outcome) =>
      settle(outcome.kind === 'done' ? 'done' : outcome.kind === 'invalid' ? 'gone' : 'failed'),
    );
  };
  const endOthers = () => {
    if (busy) return;
    setFeedback(null);
    void revokeOthers().then((outcome) => settle(outcome.kind === 'done' ? 'done' : 'failed'));
  };

  return (
    <div className="session-list">
      <h3 id="settings-sessions" ref={headingRef} tabIndex={-1}>
        <Trans>Sessions</Trans>
      </h3>
      <ul aria-labelledby="settings-sessions">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} onEnd={end} />
        ))}
      </ul>
      <div className="settings-actions">
        {hasOthers && (
          <button type="button" onClick={endOthers}>
            <Trans>Log out all other sessions</Trans>
          </button>
        )}
        <p role="status" className="settings-status">
          {feedback === 'ended' && <Trans>The session was logged out.</Trans>}
        </p>
      </div>
      {feedback === 'failed' && (
        <p className="notice error" role="alert">
          <Trans>An unexpected error occurred. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}

function SessionItem({ session, onEnd }: { session: Session; onEnd(id: string): void }) {
  const { i18n } = useLingui();
  const deviceName = useDeviceName();
  const deviceId = useId();
  const lastActive = i18n.date(new Date(session.lastSeenAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="session">
      <div className="session-about">
        <span id={deviceId} className="session-device">
          {deviceName(session.userAgent)}
        </span>
        {session.current && (
          <span className="session-badge">
            <Trans>This device</Trans>
          </span>
        )}
        <span className="muted">
          <Trans>
            Last active <time dateTime={session.lastSeenAt}>{lastActive}</time>
          </Trans>
        </span>
      </div>
      {!session.current && (
        <button type="button" onClick={() => onEnd(session.id)} aria-describedby={deviceId}>
          <Trans>Log out</Trans>
        </button>
      )}
    </li>
  );
}

/** "Chrome on Linux": browser and system names are proper nouns; the sentence around them is translated. */
function useDeviceName(): (userAgent: string | null | undefined) => string {
  const { t } = useLingui();
  return useCallback(
    (userAgent) => {
      const { browser, os } = summariseUserAgent(userAgent);
      if (browser && os) return t`${browser} on ${os}`;
      if (browser) return browser;
      if (os) return t`Unknown browser on ${os}`;
      return t`Unknown browser`;
    },
    [t],
  );
}
