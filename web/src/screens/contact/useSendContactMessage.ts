import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { FieldProblem } from '#shared/rules';
import type {
  ContactMessageInput,
  useSendContactMessageMutation,
} from '../../__generated__/useSendContactMessageMutation.graphql.ts';
import { serverProblems } from '../../forms/mutation-outcome.ts';

const mutation = graphql`
  mutation useSendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on MutationSendContactMessageSuccess {
        data { replyWithinWeeks }
      }
      ... on ValidationError {
        message
        fieldErrors { field code message }
      }
    }
  }
`;

export type SendContactMessageResult =
  | { kind: 'sent'; replyWithinWeeks: number }
  | { kind: 'invalid'; message: string; fieldErrors: readonly FieldProblem[] }
  /** The network or server failed: nothing was stored and the visitor should try again. */
  | { kind: 'failed' };

export function useSendContactMessage(): {
  send: (input: ContactMessageInput) => Promise<SendContactMessageResult>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useSendContactMessageMutation>(mutation);
  const send = useCallback(
    (input: ContactMessageInput) =>
      new Promise<SendContactMessageResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ sendContactMessage: result }, errors) => {
            if (errors?.length) resolve({ kind: 'failed' });
            else if (result.__typename === 'MutationSendContactMessageSuccess') {
              resolve({ kind: 'sent', replyWithinWeeks: result.data.replyWithinWeeks });
            } else if (result.__typename === 'ValidationError') {
              resolve({ kind: 'invalid', message: result.message, fieldErrors: serverProblems(result.fieldErrors) });
            } else resolve({ kind: 'failed' });
          },
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return { send, isInFlight };
}
