import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SendImportantEmailInput, useSendImportantEmailMutation } from '../../__generated__/useSendImportantEmailMutation.graphql.ts';
import { commitForOutcome, serverProblems, type MutationOutcome } from '../../forms/mutation-outcome.ts';

const mutation = graphql`
  mutation useSendImportantEmailMutation($input: SendImportantEmailInput!) {
    sendImportantEmail(input: $input) {
      __typename
      ... on ImportantEmailPayload { recipients }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }
`;

export function useSendImportantEmail(): {
  sendImportantEmail: (input: SendImportantEmailInput) => Promise<MutationOutcome<{ recipients: number }>>;
  isInFlight: boolean;
} {
  const [commit, isInFlight] = useMutation<useSendImportantEmailMutation>(mutation);
  const sendImportantEmail = useCallback(
    (input: SendImportantEmailInput) =>
      commitForOutcome(commit, { variables: { input } }, ({ sendImportantEmail: result }, errors): MutationOutcome<{ recipients: number }> => {
        if (errors?.length) return { kind: 'failed' };
        if (result.__typename === 'ImportantEmailPayload') return { kind: 'done', data: { recipients: result.recipients } };
        if (result.__typename === 'ValidationError') return { kind: 'invalid', problems: serverProblems(result.fieldErrors) };
        return { kind: 'failed' };
      }),
    [commit],
  );
  return { sendImportantEmail, isInFlight };
}
