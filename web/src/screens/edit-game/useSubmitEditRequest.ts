import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { GameInput, useSubmitEditRequestMutation } from '../../__generated__/useSubmitEditRequestMutation.graphql.ts';
import { commitForOutcome, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { requestOutcome } from './request-outcome.ts';

const mutation = graphql`
  mutation useSubmitEditRequestMutation($input: SubmitEditRequestInput!) {
    submitEditRequest(input: $input) {
      __typename
      ... on Request { id databaseId game { id pendingRequests } }
      ... on ValidationError { fieldErrors { field code message } }
      ... on Error { message }
    }
  }
`;

/** Sends an edit request: the whole game as proposed, and why. */
export function useSubmitEditRequest(): (gameId: string, game: GameInput, reason: string) => Promise<MutationOutcome<{ databaseId: number }>> {
  const [commit] = useMutation<useSubmitEditRequestMutation>(mutation);
  return useCallback(
    (gameId, game, reason) =>
      commitForOutcome(commit, { variables: { input: { gameId, game, reason } } }, (response, errors) => requestOutcome(response.submitEditRequest, errors)),
    [commit],
  );
}
