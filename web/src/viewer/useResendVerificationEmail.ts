import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useResendVerificationEmailMutation } from '../__generated__/useResendVerificationEmailMutation.graphql.ts';
import { useMutationOutcome } from '../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ... on MutationResendVerificationEmailSuccess {
        data {
          validHours
        }
      }
    }
  }
`;

/** Mails the signed-in member a new link that confirms their email address. */
export function useResendVerificationEmail() {
  const [send, isInFlight] = useMutationOutcome<useResendVerificationEmailMutation>(mutation);
  const resend = useCallback(() => send({}), [send]);
  return { resend, isInFlight };
}
