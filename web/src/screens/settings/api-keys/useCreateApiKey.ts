import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ApiKeyScope } from '#shared/api-key-rules';
import type { useCreateApiKeyMutation } from '../../../__generated__/useCreateApiKeyMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

// The owner comes back with the new list of keys; the token is in this answer only.
const mutation = graphql`
  mutation useCreateApiKeyMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on MutationCreateApiKeySuccess {
        data {
          token
          owner {
            id
            ...ApiKeysSection_user
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

/** Creates a personal API key; resolves with its token (shown once) or the problems. */
export function useCreateApiKey() {
  const [send, isInFlight] = useMutationOutcome<useCreateApiKeyMutation>(mutation);
  const create = useCallback((name: string, scopes: ApiKeyScope[]) => send({ input: { name, scopes } }), [send]);
  return { create, isInFlight };
}
