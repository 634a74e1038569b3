import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateWebhookMutation } from '../../../__generated__/useCreateWebhookMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

// The answer carries the member's refreshed list, so the new webhook appears without a refetch.
const mutation = graphql`
  mutation useCreateWebhookMutation($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      __typename
      ... on MutationCreateWebhookSuccess {
        data {
          secret
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
          limit
        }
      }
    }
  }
`;

/** Registers a webhook for the signed-in member; resolves with its secret, shown once. */
export function useCreateWebhook() {
  const [send, isInFlight] = useMutationOutcome<useCreateWebhookMutation>(mutation);
  const create = useCallback((input: { url: string; events: string[] }) => send({ input }), [send]);
  return { create, isInFlight };
}
