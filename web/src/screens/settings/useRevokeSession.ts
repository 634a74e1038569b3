import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import type { useRevokeSessionMutation } from '../../__generated__/useRevokeSessionMutation.graphql.ts';

// The answer carries the refreshed list, so the ended session leaves the screen without a refetch.
const mutation = graphql`
  mutation useRevokeSessionMutation($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      __typename
      ... on MutationRevokeSessionSuccess {
        data { id ...SessionList_user }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

/** Ends one of the signed-in user's other sessions (another browser or device). */
export function useRevokeSession(): {
  revoke: (sessionId: string) => Promise<MutationOutcome<unknown>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useRevokeSessionMutation>(mutation);
  const revoke = useCallback(
    (sessionId: string) =>
      commitForOutcome(
        commit,
        { variables: { input: { sessionId } } },
        ({ revokeSession }, errors) => outcomeOfResult(revokeSession, errors),
      ),
    [commit],
  );
  return { revoke, isInFlight };
}
