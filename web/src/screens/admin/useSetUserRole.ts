import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetUserRoleMutation } from '../../__generated__/useSetUserRoleMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import type { Role } from '#shared/account-rules';

// Selecting `id role` updates the user's record in the store, so the row (and, when admins
// change their own role, the viewer) shows the new role without a refetch.
const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      __typename
      ... on MutationSetUserRoleSuccess {
        data {
          id
          role
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

/** Gives a user another role; `lastAdmin` and `notFound` come back as problems. */
export function useSetUserRole() {
  const [send, isInFlight] = useMutationOutcome<useSetUserRoleMutation>(mutation);
  const setUserRole = useCallback((userId: string, role: Role) => send({ input: { userId, role } }), [send]);
  return { setUserRole, isInFlight };
}
