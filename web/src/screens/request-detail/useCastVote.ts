import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCastVoteMutation } from '../../__generated__/useCastVoteMutation.graphql.ts';
import { tallyAfterVote, type VoteChoice } from './vote-tally.ts';

const mutation = graphql`
  mutation useCastVoteMutation($input: CastVoteInput!) {
    castVote(input: $input) {
      __typename
      ... on Request {
        id
        ...RequestSummary_request @alias
        ...VotePanel_request @alias
        ...VoteList_request @alias
      }
      ... on Error { message }
    }
  }
`;

/** Why a vote was not counted; `closed` and `own` match the API's typed errors. */
export type VoteRefusal = 'closed' | 'own' | 'gone' | 'failed';

/**
 * Votes approve or reject. The button and the tally change at once (optimistic); the server's
 * answer then replaces them, or they roll back when it refuses.
 */
export function useCastVote(): [(requestId: string, value: VoteChoice) => Promise<VoteRefusal | null>, boolean] {
  const [commit, isInFlight] = useMutation<useCastVoteMutation>(mutation);
  const cast = useCallback(
    (requestId: string, value: VoteChoice) =>
      new Promise<VoteRefusal | null>((resolve) => {
        commit({
          variables: { input: { requestId, value } },
          optimisticUpdater: (store) => {
            const request = store.get(requestId);
            if (!request) return;
            const previous = (request.getValue('viewerVote') as VoteChoice | null | undefined) ?? null;
            const tally = tallyAfterVote(
              { approvals: Number(request.getValue('approvals') ?? 0), rejections: Number(request.getValue('rejections') ?? 0) },
              previous,
              value,
            );
            request.setValue(value, 'viewerVote');
            request.setValue(tally.approvals, 'approvals');
            request.setValue(tally.rejections, 'rejections');
            request.setValue(tally.approvalPercentage, 'approvalPercentage');
          },
          onCompleted: (response, errors) => {
            const result = response.castVote;
            if (errors?.length || !result) return resolve('failed');
            switch (result.__typename) {
              case 'Request': return resolve(null);
              case 'VotingClosedError': return resolve('closed');
              case 'OwnRequestError': return resolve('own');
              case 'NotFoundError': return resolve('gone');
              default: return resolve('failed');
            }
          },
          onError: () => resolve('failed'),
        });
      }),
    [commit],
  );
  return [cast, isInFlight];
}
