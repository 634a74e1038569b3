import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ContactMessageInput,
  useSendContactMessageMutation,
} from '../../__generated__/useSendContactMessageMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useSendContactMessageMutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on MutationSendContactMessageSuccess {
        data {
          replyWithinWeeks
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

/** Stores a visitor's message for the site owner; the answer says within how many weeks they reply. */
export function useSendContactMessage() {
  const [send, isInFlight] = useMutationOutcome<useSendContactMessageMutation>(mutation);
  const sendContactMessage = useCallback((input: ContactMessageInput) => send({ input }), [send]);
  return { sendContactMessage, isInFlight };
}
