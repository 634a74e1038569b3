import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ConsoleInput, useCreateConsoleMutation } from '../../../__generated__/useCreateConsoleMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../../forms/mutation-outcome.ts';

// The new console joins the table's connection, so it shows without a refetch.
const mutation = graphql`
  mutation useCreateConsoleMutation($input: ConsoleInput!, $connections: [ID!]!) {
    createConsole(input: $input) {
      __typename
      ... on MutationCreateConsoleSuccess {
        data @appendNode(connections: $connections, edgeTypeName: "QueryConsolesConnectionEdge") {
          id
          name
          ...ConsoleRow_console
        }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

export interface ConsoleSaved {
  readonly name: string;
}

/** Moderators and admins add a console; a name already in use comes back as `taken` on `name`. */
export function useCreateConsole(connectionId: string): {
  createConsole: (input: ConsoleInput) => Promise<MutationOutcome<ConsoleSaved>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useCreateConsoleMutation>(mutation);
  const createConsole = useCallback(
    (input: ConsoleInput) =>
      commitForOutcome(
        commit,
        { variables: { input, connections: [connectionId] } },
        ({ createConsole: result }, errors) => outcomeOfResult<ConsoleSaved>(result, errors),
      ),
    [commit, connectionId],
  );
  return { createConsole, isInFlight };
}
