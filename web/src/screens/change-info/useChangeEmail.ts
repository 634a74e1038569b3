import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ChangeEmailInput, useChangeEmailMutation } from '../../__generated__/useChangeEmailMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The returned user refreshes the address the form shows as current, and whether it is confirmed
// (a new address is not: the check-your-mail notice shows at once).
const mutation = graphql`
  mutation useChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on MutationChangeEmailSuccess {
        data {
          ...EmailForm_user
          emailVerified
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

export function useChangeEmail() {
  const [send, isInFlight] = useMutationOutcome<useChangeEmailMutation>(mutation);
  const changeEmail = useCallback((input: ChangeEmailInput) => send({ input }), [send]);
  return { changeEmail, isInFlight };
}
