import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSetApiKeyQuotaMutation } from '../../__generated__/useSetApiKeyQuotaMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

// Selecting the quota fields updates the key's record, so its row shows the new quota at once.
const mutation = graphql`
  mutation useSetApiKeyQuotaMutation($input: SetApiKeyQuotaInput!) {
    setApiKeyQuota(input: $input) {
      __typename
      ... on MutationSetApiKeyQuotaSuccess {
        data {
          id
          quotaPerSecond
          quotaOverride
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

/** Sets a key's quota, or with null gives it the default again. */
export function useSetApiKeyQuota() {
  const [send, isInFlight] = useMutationOutcome<useSetApiKeyQuotaMutation>(mutation);
  const setQuota = useCallback(
    (apiKeyId: string, quotaPerSecond: number | null) => send({ input: { apiKeyId, quotaPerSecond } }),
    [send],
  );
  return { setQuota, isInFlight };
}
