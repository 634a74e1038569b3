import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Role } from '#shared/account-rules';
import type { useSetUserRoleMutation } from '../../__generated__/useSetUserRoleMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

// Selecting `id role` updates the user's record in the store, so the row (and, when admins
// change their own role, the viewer) shows the new role without a refetch.
const mutation = graphql`
  mutation useSetUserRoleMutation($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      __typename
      ... on MutationSetUserRoleSuccess {
        data { id role }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export interface RoleChanged {
  readonly role: string;
}

/** Gives a user another role; `lastAdmin` and `notFound` come back as problems. */
export function useSetUserRole(): {
  setUserRole: (userId: string, role: Role) => Promise<MutationOutcome<RoleChanged>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useSetUserRoleMutation>(mutation);
  const setUserRole = useCallback(
    (userId: string, role: Role) =>
      commitForOutcome(
        commit,
        { variables: { input: { userId, role } } },
        ({ setUserRole: result }, errors) => outcomeOfResult<RoleChanged>(result, errors),
      ),
    [commit],
  );
  return { setUserRole, isInFlight };
}
