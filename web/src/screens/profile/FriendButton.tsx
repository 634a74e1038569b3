import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { FriendButton_user$key } from '../../__generated__/FriendButton_user.graphql.ts';
import type { MutationOutcome } from '../../forms/mutation-outcome.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { memberName } from '../../people/member-name.ts';
import { useAcceptFriendRequest } from '../friend-requests/useAcceptFriendRequest.ts';
import { useCancelFriendRequest } from '../friend-requests/useCancelFriendRequest.ts';
import { useDeclineFriendRequest } from '../friend-requests/useDeclineFriendRequest.ts';
import { FriendRequestDialog } from './FriendRequestDialog.tsx';
import { UnfriendButton } from './UnfriendButton.tsx';
import { useUnfriend } from './useUnfriend.ts';

const fragment = graphql`
  fragment FriendButton_user on User {
    id
    username
    displayName
    viewerFriendship
    viewerFriendRequest {
      id
    }
  }
`;

/** Befriend, answer, withdraw or unfriend, as the viewer stands with this user. */
export function FriendButton({ user: key }: { user: FriendButton_user$key }) {
  const user = useFragment(fragment, key);
  const viewer = useViewer();
  const { revalidate } = useRevalidator();
  const [accept, accepting] = useAcceptFriendRequest();
  const [decline, declining] = useDeclineFriendRequest();
  const [cancel, cancelling] = useCancelFriendRequest();
  const [unfriend, unfriending] = useUnfriend();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  if (!viewer || viewer.id === user.id) return null;

  // A friendship changes what this profile shows (a friends-only profile opens): load it again.
  const act = async (change: Promise<MutationOutcome<unknown>>) => {
    setAlert(null);
    const outcome = await change;
    if (outcome.kind === 'done') return void revalidate();
    setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: false } : outcome);
  };
  const requestId = user.viewerFriendRequest?.id;
  const name = memberName({ username: user.username, displayName: user.displayName });
  const busy = accepting || declining || cancelling || unfriending;

  return (
    <div className="friend-button">
      {user.viewerFriendship === 'NONE' && (
        <FriendRequestDialog userId={user.id} name={name} onSent={() => void revalidate()} />
      )}
      {user.viewerFriendship === 'REQUEST_SENT' && requestId && (
        <>
          <span className="muted">
            <Trans>Friend request sent</Trans>
          </span>
          <button type="button" className="button" disabled={busy} onClick={() => void act(cancel(requestId))}>
            <Trans>Cancel request</Trans>
          </button>
        </>
      )}
      {user.viewerFriendship === 'REQUEST_RECEIVED' && requestId && (
        <>
          <button type="button" className="button primary" disabled={busy} onClick={() => void act(accept(requestId))}>
            <Trans>Accept friend request</Trans>
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void act(decline(requestId))}>
            <Trans>Decline</Trans>
          </button>
        </>
      )}
      {user.viewerFriendship === 'FRIENDS' && (
        <>
          <span className="muted">
            <Trans>Friends</Trans>
          </span>
          <UnfriendButton name={name} busy={busy} onConfirm={() => void act(unfriend(user.id))} />
        </>
      )}
      <FormAlertMessage alert={alert} />
    </div>
  );
}
