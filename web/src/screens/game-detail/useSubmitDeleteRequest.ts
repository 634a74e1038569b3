import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSubmitDeleteRequestMutation } from '../../__generated__/useSubmitDeleteRequestMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { emailNotVerifiedRefusal } from '../../viewer/email-not-verified.ts';

// The game comes back with its count of pending requests, so its page shows the new one at once.
const mutation = graphql`
  mutation useSubmitDeleteRequestMutation($input: SubmitDeleteRequestInput!) {
    submitDeleteRequest(input: $input) {
      __typename
      ... on MutationSubmitDeleteRequestSuccess {
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
      ... on EmailNotVerifiedError {
        message
      }
    }
  }
`;

/** Asks the community to remove a game from the catalogue; `done` carries the new request. */
export function useSubmitDeleteRequest() {
  const [send, isInFlight] = useMutationOutcome<useSubmitDeleteRequestMutation>(mutation, emailNotVerifiedRefusal);
  const submitDeleteRequest = useCallback(
    (gameId: string, reason: string) => send({ input: { gameId, reason } }),
    [send],
  );
  return { submitDeleteRequest, isInFlight };
}
