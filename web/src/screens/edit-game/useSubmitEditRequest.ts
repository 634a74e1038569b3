import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  GameInput,
  useSubmitEditRequestMutation,
} from '../../__generated__/useSubmitEditRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { requestRefusal } from './request-outcome.ts';

// The game comes back with its count of pending requests, so its page shows the new one at once.
const mutation = graphql`
  mutation useSubmitEditRequestMutation($input: SubmitEditRequestInput!) {
    submitEditRequest(input: $input) {
      __typename
      ... on MutationSubmitEditRequestSuccess {
        data {
          id
          databaseId
          game {
            id
            pendingRequests
          }
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
          limit
        }
      }
      ... on NotFoundError {
        field
        message
      }
      ... on NoChangesError {
        message
      }
      ... on EmailNotVerifiedError {
        message
      }
    }
  }
`;

/** Sends an edit request: the whole game as proposed, and why; `done` carries the new request. */
export function useSubmitEditRequest() {
  const [send] = useMutationOutcome<useSubmitEditRequestMutation>(mutation, requestRefusal);
  return useCallback(
    (gameId: string, game: GameInput, reason: string) => send({ input: { gameId, game, reason } }),
    [send],
  );
}
