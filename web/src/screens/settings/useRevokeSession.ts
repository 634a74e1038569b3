import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRevokeSessionMutation } from '../../__generated__/useRevokeSessionMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The answer carries the refreshed list, so the ended session leaves the screen without a refetch.
const mutation = graphql`
  mutation useRevokeSessionMutation($input: RevokeSessionInput!) {
    revokeSession(input: $input) {
      __typename
      ... on MutationRevokeSessionSuccess {
        data {
          id
          ...SessionList_user
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

/** Ends one of the signed-in user's other sessions (another browser or device). */
export function useRevokeSession() {
  const [send, isInFlight] = useMutationOutcome<useRevokeSessionMutation>(mutation);
  const revoke = useCallback((sessionId: string) => send({ input: { sessionId } }), [send]);
  return { revoke, isInFlight };
}
