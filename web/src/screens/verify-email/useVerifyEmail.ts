import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useVerifyEmailMutation } from '../../__generated__/useVerifyEmailMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useVerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on MutationVerifyEmailSuccess {
        data {
          id
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

/** Confirms the address a mailed link names; the viewer's `emailVerified` updates in the store. */
export function useVerifyEmail() {
  const [send, isInFlight] = useMutationOutcome<useVerifyEmailMutation>(mutation);
  const verifyEmail = useCallback((token: string) => send({ input: { token } }), [send]);
  return { verifyEmail, isInFlight };
}
