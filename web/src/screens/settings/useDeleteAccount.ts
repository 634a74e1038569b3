import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import { unlinkViewer } from '../../viewer/useViewer.ts';
import type { useDeleteAccountMutation } from '../../__generated__/useDeleteAccountMutation.graphql.ts';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on MutationDeleteAccountSuccess {
        data { username }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export type DeleteAccountOutcome = MutationOutcome<{ readonly username: string }>;

/** Deletes the signed-in account for good; on success nobody is signed in any more. */
export function useDeleteAccount(): { deleteAccount: (password: string) => Promise<DeleteAccountOutcome>; isInFlight: boolean } {
  const [commit, isInFlight] = useMutation<useDeleteAccountMutation>(mutation);
  const deleteAccount = useCallback(
    (password: string) =>
      commitForOutcome(
        commit,
        {
          variables: { input: { password } },
          updater: (store, response) => {
            if (response?.deleteAccount.__typename === 'MutationDeleteAccountSuccess') unlinkViewer(store);
          },
        },
        ({ deleteAccount: result }, errors) => outcomeOfResult(result, errors),
      ),
    [commit],
  );
  return { deleteAccount, isInFlight };
}
