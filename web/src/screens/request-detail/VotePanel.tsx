import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VotePanel_request$key } from '../../__generated__/VotePanel_request.graphql.ts';
import { FormAlertMessage } from '../../forms/FormAlertMessage.tsx';
import type { FormAlert } from '../../forms/useFormSubmit.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { VerifyEmailNotice } from '../../viewer/VerifyEmailNotice.tsx';
import { useCastVote } from './useCastVote.ts';
import type { VoteChoice } from './vote-tally.ts';
import { NeedsNetwork } from '../../offline/NeedsNetwork.tsx';

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
  const viewer = useViewer();
  const { cast } = useCastVote();
  const [alert, setAlert] = useState<FormAlert | null>(null);

  if (!request.votingOpen) {
    return (
      <p className="notice" role="status">
        <Trans>voting closed</Trans>
      </p>
    );
  }
  if (!request.viewerCanVote) {
    // Shown to signed-in people only, and voting is open: the one reason left is authorship.
    return (
      <p className="notice" role="status">
        <Trans>You cannot vote on your own request</Trans>
      </p>
    );
  }
  if (viewer?.emailVerified === false) {
    return (
      <VerifyEmailNotice>
        <Trans>Confirm your email address to vote: one person, one vote.</Trans>
      </VerifyEmailNotice>
    );
  }

  const vote = async (value: VoteChoice) => {
    setAlert(null);
    const outcome = await cast(request.id, value);
    if (outcome.kind === 'done') return;
    setAlert(outcome.kind === 'invalid' ? { kind: 'problems', problems: outcome.problems, refused: false } : outcome);
  };
  return (
    <div className="vote-panel">
      <p className="vote-reminder muted">
        <Trans>Judge the change itself: do not vote on the submitter's trust score alone.</Trans>
      </p>
      <NeedsNetwork notice={<Trans>Voting needs the network: you can vote again once you are back online.</Trans>}>
        {(offline) => (
          <div className="vote-buttons" role="group" aria-label={t`Your vote`}>
            <button
              type="button"
              className="button vote-approve"
              aria-pressed={request.viewerVote === 'APPROVE'}
              disabled={offline}
              onClick={() => void vote('APPROVE')}
            >
              <Trans>Approve</Trans>
            </button>
            <button
              type="button"
              className="button vote-reject"
              aria-pressed={request.viewerVote === 'REJECT'}
              disabled={offline}
              onClick={() => void vote('REJECT')}
            >
              <Trans>Reject</Trans>
            </button>
          </div>
        )}
      </NeedsNetwork>
      <FormAlertMessage alert={alert} />
    </div>
  );
}
