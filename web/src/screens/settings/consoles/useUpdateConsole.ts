import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ConsoleInput, useUpdateConsoleMutation } from '../../../__generated__/useUpdateConsoleMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../../forms/mutation-outcome.ts';
import type { ConsoleSaved } from './useCreateConsole.ts';

// The answer updates the console's record in the store, so its row shows the new values.
const mutation = graphql`
  mutation useUpdateConsoleMutation($id: ID!, $input: ConsoleInput!) {
    updateConsole(id: $id, input: $input) {
      __typename
      ... on MutationUpdateConsoleSuccess {
        data { id name ...ConsoleRow_console }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

/** Moderators and admins correct a console; `taken` on `name` and `notFound` on `id` come back as problems. */
export function useUpdateConsole(): {
  updateConsole: (id: string, input: ConsoleInput) => Promise<MutationOutcome<ConsoleSaved>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useUpdateConsoleMutation>(mutation);
  const updateConsole = useCallback(
    (id: string, input: ConsoleInput) =>
      commitForOutcome(
        commit,
        { variables: { id, input } },
        ({ updateConsole: result }, errors) => outcomeOfResult<ConsoleSaved>(result, errors),
      ),
    [commit],
  );
  return { updateConsole, isInFlight };
}
