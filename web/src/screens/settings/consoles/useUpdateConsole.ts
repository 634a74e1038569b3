import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ConsoleInput,
  useUpdateConsoleMutation,
} from '../../../__generated__/useUpdateConsoleMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

// The answer updates the console's record in the store, so its row shows the new values.
const mutation = graphql`
  mutation useUpdateConsoleMutation($id: ID!, $input: ConsoleInput!) {
    updateConsole(id: $id, input: $input) {
      __typename
      ... on MutationUpdateConsoleSuccess {
        data {
          id
          name
          ...ConsoleRow_console
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

/** Moderators and admins correct a console; `taken` on `name` and `notFound` on `id` come back as problems. */
export function useUpdateConsole() {
  const [send, isInFlight] = useMutationOutcome<useUpdateConsoleMutation>(mutation);
  const updateConsole = useCallback((id: string, input: ConsoleInput) => send({ id, input }), [send]);
  return { updateConsole, isInFlight };
}
