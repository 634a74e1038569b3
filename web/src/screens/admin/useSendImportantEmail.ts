import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SendImportantEmailInput,
  useSendImportantEmailMutation,
} from '../../__generated__/useSendImportantEmailMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useSendImportantEmailMutation($input: SendImportantEmailInput!) {
    sendImportantEmail(input: $input) {
      __typename
      ... on MutationSendImportantEmailSuccess {
        data {
          recipients
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
          limit
        }
      }
    }
  }
`;

/** Mails every member; `done` says how many mails were queued. */
export function useSendImportantEmail() {
  const [send, isInFlight] = useMutationOutcome<useSendImportantEmailMutation>(mutation);
  const sendImportantEmail = useCallback((input: SendImportantEmailInput) => send({ input }), [send]);
  return { sendImportantEmail, isInFlight };
}
