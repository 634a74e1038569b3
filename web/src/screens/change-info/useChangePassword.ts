import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ChangePasswordInput,
  useChangePasswordMutation,
} from '../../__generated__/useChangePasswordMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The server ends every other session of the account; this one stays signed in.
const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on MutationChangePasswordSuccess {
        data {
          ...PasswordForm_user
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

export function useChangePassword() {
  const [send, isInFlight] = useMutationOutcome<useChangePasswordMutation>(mutation);
  const changePassword = useCallback((input: ChangePasswordInput) => send({ input }), [send]);
  return { changePassword, isInFlight };
}
