import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import type { FieldProblem } from '#shared/rules';
import {
  outcomeOfError,
  outcomeOfResult,
  type MutationOutcome,
  type MutationResult,
  type SuccessData,
} from './mutation-outcome.ts';

/** The mutation's one root field: its `Mutation<Name>Result` union (see CONTRIBUTING.md). */
export type ResultOf<M extends MutationParameters> = M['response'][keyof M['response']];

/** What a hook adds to a send besides the variables: store updaters, an optimistic answer, files. */
export type SendOptions<M extends MutationParameters> = Omit<
  UseMutationConfig<M>,
  'variables' | 'onCompleted' | 'onError'
>;

/** Reads a typed error other than ValidationError and NotFoundError as problems; null when it is not a refusal. */
export type Refusal<M extends MutationParameters> = (
  result: NonNullable<ResultOf<M>>,
) => readonly FieldProblem[] | null;

/**
 * The one way a mutation hook sends: commits the mutation and resolves with its outcome (the
 * Success's `data`, the problems of a refusal, a rate limit or a failure), never rejects. Each
 * hook keeps its GraphQL literal in its own file and says in a line or two how its arguments
 * become variables. `refused` (a module-level function, so the callback stays stable) reads the
 * mutation's own typed errors.
 */
export function useMutationOutcome<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  refused?: Refusal<M>,
): [
  send: (variables: M['variables'], options?: SendOptions<M>) => Promise<MutationOutcome<SuccessData<ResultOf<M>>>>,
  isInFlight: boolean,
] {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const send = useCallback(
    (variables: M['variables'], options?: SendOptions<M>) =>
      new Promise<MutationOutcome<SuccessData<ResultOf<M>>>>((resolve) => {
        commit({
          ...options,
          variables,
          onCompleted: (response, errors) => {
            // Relay types the response by the selection; every mutation has one root field.
            const result = Object.values(response as object)[0] as (ResultOf<M> & MutationResult) | null | undefined;
            resolve(
              outcomeOfResult(
                result,
                errors,
                refused as ((result: MutationResult) => readonly FieldProblem[] | null) | undefined,
              ),
            );
          },
          onError: (error) => resolve(outcomeOfError(error)),
        });
      }),
    [commit, refused],
  );
  return [send, isInFlight];
}
