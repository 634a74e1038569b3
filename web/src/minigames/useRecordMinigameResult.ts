import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  RecordMinigameResultInput,
  useRecordMinigameResultMutation,
} from '../__generated__/useRecordMinigameResultMutation.graphql.ts';
import { useMutationOutcome } from '../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useRecordMinigameResultMutation($input: RecordMinigameResultInput!) {
    recordMinigameResult(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on MutationRecordMinigameResultSuccess {
        data {
          id
          ...useMinigameRecords_user
        }
      }
    }
  }
`;

/** Adds a signed-in player's finished match to the record the API keeps. */
export function useRecordMinigameResult() {
  const [send] = useMutationOutcome<useRecordMinigameResultMutation>(mutation);
  return useCallback((input: RecordMinigameResultInput) => send({ input }), [send]);
}
