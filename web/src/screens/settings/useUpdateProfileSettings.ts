import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  ProfileSettingsInput,
  useUpdateProfileSettingsMutation,
} from '../../__generated__/useUpdateProfileSettingsMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useUpdateProfileSettingsMutation($input: ProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          code
          message
        }
      }
      ... on MutationUpdateProfileSettingsSuccess {
        data {
          id
          ...ProfileSettingsSection_user
        }
      }
    }
  }
`;

/** Saves who sees the profile, the hidden sections and the favourite game. */
export function useUpdateProfileSettings() {
  const [send] = useMutationOutcome<useUpdateProfileSettingsMutation>(mutation);
  return useCallback((input: ProfileSettingsInput) => send({ input }), [send]);
}
