import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useRevokeApiKeyMutation } from '../../../__generated__/useRevokeApiKeyMutation.graphql.ts';
import { useMutationOutcome } from '../../../forms/useMutationOutcome.ts';

// The answer carries the refreshed list, so the revoked key leaves the screen without a refetch.
const mutation = graphql`
  mutation useRevokeApiKeyMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      __typename
      ... on MutationRevokeApiKeySuccess {
        data {
          id
          ...ApiKeysSection_user
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

/** Revokes one of the signed-in member's API keys: it stops working at once. */
export function useRevokeApiKey() {
  const [send, isInFlight] = useMutationOutcome<useRevokeApiKeyMutation>(mutation);
  const revoke = useCallback((apiKeyId: string) => send({ input: { apiKeyId } }), [send]);
  return { revoke, isInFlight };
}
