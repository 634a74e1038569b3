import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRevokeOtherSessionsMutation } from '../../__generated__/useRevokeOtherSessionsMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The user comes back with the one session left, so the list shows it without a refetch.
const mutation = graphql`
  mutation useRevokeOtherSessionsMutation {
    revokeOtherSessions {
      __typename
      ... on MutationRevokeOtherSessionsSuccess {
        data {
          id
          ...SessionList_user
        }
      }
    }
  }
`;

/** Ends every session of the signed-in user except this one. */
export function useRevokeOtherSessions() {
  const [send, isInFlight] = useMutationOutcome<useRevokeOtherSessionsMutation>(mutation);
  const revokeOthers = useCallback(() => send({}), [send]);
  return { revokeOthers, isInFlight };
}
