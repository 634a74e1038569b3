import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { FieldProblem } from '#shared/rules';
import type {
  ModeratorAction,
  useModerateRequestMutation,
} from '../../__generated__/useModerateRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useModerateRequestMutation($input: ModerateRequestInput!) {
    moderateRequest(input: $input) {
      __typename
      ... on MutationModerateRequestSuccess {
        data {
          id
          game {
            id
            databaseId
          }
          ...RequestSummary_request @alias
          ...VotePanel_request @alias
          ...VoteList_request @alias
          ...ModeratorActions_request @alias
          ...ActionList_request @alias
        }
      }
      ... on RequestClosedError {
        closed
        message
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

export type { ModeratorAction };

/** The action's own refusals: resolved already, changed since it was shown, or the moderator's own request. */
function moderationRefusal(result: {
  readonly __typename: string;
  readonly message?: string;
  readonly closed?: boolean;
}): readonly FieldProblem[] | null {
  const message = result.message ?? '';
  if (result.__typename === 'RequestClosedError') {
    return [{ field: 'requestId', code: result.closed ? 'requestClosed' : 'requestChanged', message }];
  }
  if (result.__typename === 'OwnRequestError') return [{ field: 'action', code: 'ownRequest', message }];
  return null;
}

/** Forces a request's outcome, stating the reset count the moderator saw so one click acts once. */
export function useModerateRequest() {
  const [send, isInFlight] = useMutationOutcome<useModerateRequestMutation>(mutation, moderationRefusal);
  const moderate = useCallback(
    (requestId: string, action: ModeratorAction, expectedResetCount: number) =>
      send({ input: { requestId, action, expectedResetCount } }),
    [send],
  );
  return { moderate, isInFlight };
}
