import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ChangeNameInput, useChangeNameMutation } from '../../__generated__/useChangeNameMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// The returned user refreshes the names wherever the app shows them: it is the viewer's own record.
const mutation = graphql`
  mutation useChangeNameMutation($input: ChangeNameInput!) {
    changeName(input: $input) {
      __typename
      ... on MutationChangeNameSuccess {
        data {
          ...NameForm_user
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

export function useChangeName() {
  const [send, isInFlight] = useMutationOutcome<useChangeNameMutation>(mutation);
  const changeName = useCallback((input: ChangeNameInput) => send({ input }), [send]);
  return { changeName, isInFlight };
}
