import { useCallback, useEffect, useRef } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable } from 'relay-runtime';
import type { GameInput, useAddGameMutation } from '../../__generated__/useAddGameMutation.graphql.ts';
import { outcomeOfError, outcomeOfResult } from '../../forms/mutation-outcome.ts';
import type { GameFormOutcome } from './GameForm.tsx';

const mutation = graphql`
  mutation useAddGameMutation($input: GameInput!, $confirmedNotDuplicate: Boolean!) {
    addGame(input: $input, confirmedNotDuplicate: $confirmedNotDuplicate) {
      __typename
      ... on MutationAddGameSuccess {
        data {
          id
          databaseId
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on PossibleDuplicateError {
        games {
          ...SimilarGameList_games
        }
      }
    }
  }
`;

export type AddGameOutcome = GameFormOutcome<{ databaseId: number }>;

/** Adds a game; similar games on the console refuse it until the person confirms it is a different one. */
export function useAddGame(): (input: GameInput, confirmedNotDuplicate: boolean) => Promise<AddGameOutcome> {
  const [commit] = useMutation<useAddGameMutation>(mutation);
  const environment = useRelayEnvironment();
  // A mutation's answer is not retained like a query's: the similar games it names stay in the
  // store (for the form to show) until other similar games replace them, or the form goes away.
  const retained = useRef<Disposable | null>(null);
  useEffect(() => () => retained.current?.dispose(), []);
  return useCallback(
    (input: GameInput, confirmedNotDuplicate: boolean) =>
      // Not useMutationOutcome: besides its outcomes, this mutation can answer with similar games.
      new Promise<AddGameOutcome>((resolve) => {
        const variables = { input, confirmedNotDuplicate };
        commit({
          variables,
          // Cached game lists and searches do not hold the new game: read them again when next shown.
          updater: (store) => {
            if (store.getRootField('addGame')?.getValue('__typename') === 'MutationAddGameSuccess')
              store.invalidateStore();
          },
          onCompleted: (response, errors) => {
            const result = response.addGame;
            if (errors?.length || result.__typename !== 'PossibleDuplicateError')
              return resolve(outcomeOfResult(result, errors));
            retained.current?.dispose();
            retained.current = environment.retain(createOperationDescriptor(getRequest(mutation), variables));
            resolve({ kind: 'duplicate', games: result.games });
          },
          onError: (error) => resolve(outcomeOfError(error)),
        });
      }),
    [commit, environment],
  );
}
