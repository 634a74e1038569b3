import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useDeleteWebhookMutation } from '../../../__generated__/useDeleteWebhookMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useDeleteWebhookMutation($input: DeleteWebhookInput!) {
    deleteWebhook(input: $input) {
      __typename
      ... on MutationDeleteWebhookSuccess {
        data {
          viewer {
            id
            ...WebhooksSection_user
          }
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

/** Deletes one of the member's webhooks (and its delivery log). */
export function useDeleteWebhook() {
  const [send, isInFlight] = useMutationOutcome<useDeleteWebhookMutation>(mutation);
  const remove = useCallback((id: string) => send({ input: { id } }), [send]);
  return { remove, isInFlight };
}
