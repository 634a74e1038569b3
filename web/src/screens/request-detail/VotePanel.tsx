import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VotePanel_request$key } from '../../__generated__/VotePanel_request.graphql.ts';
import { useCastVote, type VoteRefusal } from './useCastVote.ts';
import type { VoteChoice } from './vote-tally.ts';

const fragment = graphql`
  fragment VotePanel_request on Request {
    id
    votingOpen
    viewerCanVote
    viewerVote
  }
`;

/** Approve or reject (signed-in people only); the pressed button is the viewer's current vote, which they may change. */
export function VotePanel({ request: key }: { request: VotePanel_request$key }) {
  const { t } = useLingui();
  const request = useFragment(fragment, key);
  const [cast] = useCastVote();
  const [refusal, setRefusal] = useState<VoteRefusal | null>(null);

  if (!request.votingOpen) {
    return <p className="notice" role="status"><Trans>voting closed</Trans></p>;
  }
  if (!request.viewerCanVote) {
    // Shown to signed-in people only, and voting is open: the one reason left is authorship.
    return <p className="notice" role="status"><Trans>You cannot vote on your own request</Trans></p>;
  }

  const vote = async (value: VoteChoice) => {
    setRefusal(null);
    setRefusal(await cast(request.id, value));
  };
  return (
    <div className="vote-panel">
      <p className="vote-reminder muted"><Trans>Judge the change itself: do not vote on the submitter's trust score alone.</Trans></p>
      <div className="vote-buttons" role="group" aria-label={t`Your vote`}>
        <button type="button" className="button vote-approve" aria-pressed={request.viewerVote === 'APPROVE'} onClick={() => void vote('APPROVE')}>
          <Trans>Approve</Trans>
        </button>
        <button type="button" className="button vote-reject" aria-pressed={request.viewerVote === 'REJECT'} onClick={() => void vote('REJECT')}>
          <Trans>Reject</Trans>
        </button>
      </div>
      {refusal && (
        <p className="notice error" role="alert">
          {refusal === 'closed' && <Trans>Voting is closed for this request</Trans>}
          {refusal === 'own' && <Trans>You cannot vote on your own request</Trans>}
          {refusal === 'gone' && <Trans>This request no longer exists</Trans>}
          {refusal === 'failed' && <Trans>An unexpected error occurred. Please try again.</Trans>}
        </p>
      )}
    </div>
  );
}
