import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSubmitDeleteRequestMutation } from '../../__generated__/useSubmitDeleteRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { requestOutcome } from '../edit-game/request-outcome.ts';

const mutation = graphql`
  mutation useSubmitDeleteRequestMutation($input: SubmitDeleteRequestInput!) {
    submitDeleteRequest(input: $input) {
      __typename
      ... on Request { id databaseId game { id pendingRequests } }
      ... on ValidationError { fieldErrors { field code message } }
      ... on Error { message }
    }
  }
`;

/** Asks the community to remove a game from the catalogue. */
export function useSubmitDeleteRequest(): { submitDeleteRequest: (gameId: string, reason: string) => Promise<MutationOutcome<{ databaseId: number }>>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useSubmitDeleteRequestMutation>(mutation);
  const submitDeleteRequest = useCallback(
    (gameId: string, reason: string) =>
      commitForOutcome(commit, { variables: { input: { gameId, reason } } }, (response, errors) => requestOutcome(response.submitDeleteRequest, errors)),
    [commit],
  );
  return { submitDeleteRequest, isInFlight };
}
