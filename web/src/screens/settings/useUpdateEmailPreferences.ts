import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { EmailDefaults } from '#shared/rules';
import type { useUpdateEmailPreferencesMutation } from '../../__generated__/useUpdateEmailPreferencesMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useUpdateEmailPreferencesMutation($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      __typename
      ... on MutationUpdateEmailPreferencesSuccess {
        data {
          id
          emailPreferences {
            enabled
            collectionGameRequest
            requestApproved
            requestExpired
            moderatorUpdates
            security
            wantedForTrade
          }
        }
      }
    }
  }
`;

/**
 * Saves the signed-in user's mail choices. The switch moves at once (optimistic); when the save
 * fails Relay rolls the store back, so the screen shows what the server still holds.
 */
export function useUpdateEmailPreferences() {
  const [send] = useMutationOutcome<useUpdateEmailPreferencesMutation>(mutation);
  return useCallback(
    (userId: string, preferences: EmailDefaults) => {
      const input = { ...preferences };
      return send(
        { input },
        {
          optimisticResponse: {
            updateEmailPreferences: {
              __typename: 'MutationUpdateEmailPreferencesSuccess',
              data: { id: userId, emailPreferences: input },
            },
          },
        },
      );
    },
    [send],
  );
}
