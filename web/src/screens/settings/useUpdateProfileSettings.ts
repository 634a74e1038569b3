import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { ProfileSettingsInput, useUpdateProfileSettingsMutation } from '../../__generated__/useUpdateProfileSettingsMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';

const mutation = graphql`
  mutation useUpdateProfileSettingsMutation($input: ProfileSettingsInput!) {
    updateProfileSettings(input: $input) {
      __typename
      ... on ValidationError { fieldErrors { field code message } }
      ... on MutationUpdateProfileSettingsSuccess { data { id ...ProfileSettingsSection_user } }
    }
  }
`;

/** Saves who sees the profile, the hidden sections and the favourite game. */
export function useUpdateProfileSettings(): (input: ProfileSettingsInput) => Promise<MutationOutcome<unknown>> {
  const [commit] = useMutation<useUpdateProfileSettingsMutation>(mutation);
  return useCallback(
    (input) => commitForOutcome(commit, { variables: { input } }, (response, errors) => outcomeOfResult(response.updateProfileSettings, errors)),
    [commit],
  );
}
