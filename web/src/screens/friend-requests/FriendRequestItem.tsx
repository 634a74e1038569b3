import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendRequestItem_request$key } from '../../__generated__/FriendRequestItem_request.graphql.ts';
import type { FriendRequestDirection } from '../../__generated__/FriendRequestsScreenQuery.graphql.ts';
import { MemberLink } from '../../people/MemberLink.tsx';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { MutationOutcome } from '../../forms/mutation-outcome.ts';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { useAcceptFriendRequest } from './useAcceptFriendRequest.ts';
import { useCancelFriendRequest } from './useCancelFriendRequest.ts';
import { useDeclineFriendRequest } from './useDeclineFriendRequest.ts';

const fragment = graphql`
  fragment FriendRequestItem_request on FriendRequest {
    id
    message
    createdAt
    from {
      username
      displayName
    }
    to {
      username
      displayName
    }
  }
`;

interface FriendRequestItemProps {
  request: FriendRequestItem_request$key;
  direction: FriendRequestDirection;
  /** The list it leaves once answered or withdrawn. */
  connectionId: string;
}

export function FriendRequestItem({ request: key, direction, connectionId }: FriendRequestItemProps) {
  const { i18n } = useLingui();
  const request = useFragment(fragment, key);
  const [accept, accepting] = useAcceptFriendRequest();
  const [decline, declining] = useDeclineFriendRequest();
  const [cancel, cancelling] = useCancelFriendRequest();
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const other = direction === 'RECEIVED' ? request.from : request.to;
  const busy = accepting || declining || cancelling;

  const act = async (change: (id: string, connections: string[]) => Promise<MutationOutcome<unknown>>) => {
    setAlert(null);
    const outcome = await change(request.id, [connectionId]);
    if (outcome.kind === 'invalid') setAlert({ kind: 'problems', problems: outcome.problems, refused: false });
    else if (outcome.kind !== 'done') setAlert(outcome);
  };

  return (
    <li className="friend-request card">
      <p className="friend-request-who">
        <MemberLink username={other.username} displayName={other.displayName} />{' '}
        <span className="muted">
          <time dateTime={request.createdAt}>{i18n.date(new Date(request.createdAt), { dateStyle: 'medium' })}</time>
        </span>
      </p>
      {request.message && <blockquote className="friend-request-message">{request.message}</blockquote>}
      <div className="friend-request-actions">
        {direction === 'RECEIVED' ? (
          <>
            <button type="button" className="button primary" disabled={busy} onClick={() => void act(accept)}>
              <Trans>Accept</Trans>
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void act(decline)}>
              <Trans>Decline</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void act(cancel)}>
            <Trans>Cancel request</Trans>
          </button>
        )}
      </div>
      <FormAlertMessage alert={alert} />
    </li>
  );
}
