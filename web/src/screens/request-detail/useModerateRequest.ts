import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ModeratorAction, useModerateRequestMutation } from '../../__generated__/useModerateRequestMutation.graphql.ts';

const mutation = graphql`
  mutation useModerateRequestMutation($input: ModerateRequestInput!) {
    moderateRequest(input: $input) {
      __typename
      ... on Request {
        id
        game { id databaseId }
        ...RequestSummary_request @alias
        ...VotePanel_request @alias
        ...VoteList_request @alias
        ...ModeratorActions_request @alias
        ...ActionList_request @alias
      }
      ... on RequestClosedError { closed message }
      ... on Error { message }
    }
  }
`;

export type { ModeratorAction };

/** Why a moderator action did nothing: resolved already, changed since it was shown, gone, or a failure. */
export type ModerationRefusal = 'closed' | 'changed' | 'gone' | 'failed';

/** Forces a request's outcome, stating the reset count the moderator saw so one click acts once. */
export function useModerateRequest(): [(requestId: string, action: ModeratorAction, expectedResetCount: number) => Promise<ModerationRefusal | null>, boolean] {
  const [commit, isInFlight] = useMutation<useModerateRequestMutation>(mutation);
  const moderate = useCallback(
    (requestId: string, action: ModeratorAction, expectedResetCount: number) =>
      new Promise<ModerationRefusal | null>((resolve) => {
        commit({
          variables: { input: { requestId, action, expectedResetCount } },
          onCompleted: (response, errors) => {
            const result = response.moderateRequest;
            if (errors?.length || !result) return resolve('failed');
            if (result.__typename === 'Request') return resolve(null);
            if (result.__typename === 'RequestClosedError' && 'closed' in result) return resolve(result.closed ? 'closed' : 'changed');
            if (result.__typename === 'NotFoundError') return resolve('gone');
            return resolve('failed');
          },
          onError: () => resolve('failed'),
        });
      }),
    [commit],
  );
  return [moderate, isInFlight];
}
