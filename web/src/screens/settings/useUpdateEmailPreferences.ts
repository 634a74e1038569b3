import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { EmailDefaults } from '#shared/rules';
import type { useUpdateEmailPreferencesMutation } from '../../__generated__/useUpdateEmailPreferencesMutation.graphql.ts';

const mutation = graphql`
  mutation useUpdateEmailPreferencesMutation($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      id
      emailPreferences { enabled collectionGameRequest requestApproved requestExpired moderatorUpdates security }
    }
  }
`;

/**
 * Saves the signed-in user's mail choices. The switch moves at once (optimistic); when the save
 * fails Relay rolls the store back, so the screen shows what the server still holds.
 */
export function useUpdateEmailPreferences(): (userId: string, preferences: EmailDefaults) => Promise<'saved' | 'failed'> {
  const [commit] = useMutation<useUpdateEmailPreferencesMutation>(mutation);
  return useCallback(
    (userId, preferences) =>
      new Promise((resolve) => {
        const input = { ...preferences };
        commit({
          variables: { input },
          optimisticResponse: { updateEmailPreferences: { id: userId, emailPreferences: input } },
          onCompleted: (_response, errors) => resolve(errors?.length ? 'failed' : 'saved'),
          onError: () => resolve('failed'),
        });
      }),
    [commit],
  );
}
