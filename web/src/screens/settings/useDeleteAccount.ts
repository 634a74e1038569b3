import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteAccountMutation } from '../../__generated__/useDeleteAccountMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { unlinkViewer } from '../../viewer/useViewer.ts';

const mutation = graphql`
  mutation useDeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on MutationDeleteAccountSuccess {
        data {
          username
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

/** Deletes the signed-in account for good; on success nobody is signed in any more. */
export function useDeleteAccount() {
  const [send, isInFlight] = useMutationOutcome<useDeleteAccountMutation>(mutation);
  const deleteAccount = useCallback(
    (password: string) =>
      send(
        { input: { password } },
        {
          updater: (store, response) => {
            if (response?.deleteAccount.__typename === 'MutationDeleteAccountSuccess') unlinkViewer(store);
          },
        },
      ),
    [send],
  );
  return { deleteAccount, isInFlight };
}
