import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { FieldProblem } from '#shared/rules';
import type { useCastVoteMutation } from '../../__generated__/useCastVoteMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { tallyAfterVote, type VoteChoice } from './vote-tally.ts';
import { emailNotVerifiedRefusal } from '../../viewer/email-not-verified.ts';

const mutation = graphql`
  mutation useCastVoteMutation($input: CastVoteInput!) {
    castVote(input: $input) {
      __typename
      ... on MutationCastVoteSuccess {
        data {
          id
          ...RequestSummary_request @alias
          ...VotePanel_request @alias
          ...VoteList_request @alias
        }
      }
      ... on NotFoundError {
        field
        message
      }
      ... on Error {
        message
      }
    }
  }
`;

/** The vote's own refusals: voting closed meanwhile, the viewer's own request, or an unconfirmed email address. */
function voteRefusal(result: {
  readonly __typename: string;
  readonly message?: string;
}): readonly FieldProblem[] | null {
  const message = result.message ?? '';
  if (result.__typename === 'VotingClosedError') return [{ field: 'requestId', code: 'votingClosed', message }];
  if (result.__typename === 'OwnRequestError') return [{ field: 'value', code: 'ownRequest', message }];
  return emailNotVerifiedRefusal(result);
}

/**
 * Votes approve or reject. The button and the tally change at once (optimistic); the server's
 * answer then replaces them, or they roll back when it refuses.
 */
export function useCastVote() {
  const [send, isInFlight] = useMutationOutcome<useCastVoteMutation>(mutation, voteRefusal);
  const cast = useCallback(
    (requestId: string, value: VoteChoice) =>
      send(
        { input: { requestId, value } },
        {
          optimisticUpdater: (store) => {
            const request = store.get(requestId);
            if (!request) return;
            const previous = (request.getValue('viewerVote') as VoteChoice | null | undefined) ?? null;
            const tally = tallyAfterVote(
              {
                approvals: Number(request.getValue('approvals') ?? 0),
                rejections: Number(request.getValue('rejections') ?? 0),
              },
              previous,
              value,
            );
            request.setValue(value, 'viewerVote');
            request.setValue(tally.approvals, 'approvals');
            request.setValue(tally.rejections, 'rejections');
            request.setValue(tally.approvalPercentage, 'approvalPercentage');
          },
        },
      ),
    [send],
  );
  return { cast, isInFlight };
}
