import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ChangeSecurityQuestionInput,
  useChangeSecurityQuestionMutation,
} from '../../__generated__/useChangeSecurityQuestionMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The returned user refreshes the question the form shows as current; the answer never leaves the server.
const mutation = graphql`
  mutation useChangeSecurityQuestionMutation($input: ChangeSecurityQuestionInput!) {
    changeSecurityQuestion(input: $input) {
      __typename
      ... on MutationChangeSecurityQuestionSuccess {
        data {
          ...SecurityQuestionForm_user
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

export function useChangeSecurityQuestion() {
  const [send, isInFlight] = useMutationOutcome<useChangeSecurityQuestionMutation>(mutation);
  const changeSecurityQuestion = useCallback((input: ChangeSecurityQuestionInput) => send({ input }), [send]);
  return { changeSecurityQuestion, isInFlight };
}
