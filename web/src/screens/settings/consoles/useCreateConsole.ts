import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ConsoleInput,
  useCreateConsoleMutation,
} from '../../../__generated__/useCreateConsoleMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

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
        fieldErrors {
          field
          code
          message
        }
      }
    }
  }
`;

/** Moderators and admins add a console; a name already in use comes back as `taken` on `name`. */
export function useCreateConsole(connectionId: string) {
  const [send, isInFlight] = useMutationOutcome<useCreateConsoleMutation>(mutation);
  const createConsole = useCallback(
    (input: ConsoleInput) => send({ input, connections: [connectionId] }),
    [send, connectionId],
  );
  return { createConsole, isInFlight };
}
