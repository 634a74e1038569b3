import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { SignUpInput, useSignUpMutation } from '../../__generated__/useSignUpMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import { linkViewer } from '../../viewer/useViewer.ts';
import { usePreferences } from '../../preferences/PreferencesProvider.tsx';
import { languageOption } from '../../i18n/languages.ts';

const mutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on MutationSignUpSuccess {
        data {
          username
          ...useViewer_user
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

/**
 * Creates an account; the server signs it in, so it becomes the viewer at once, and mails the
 * link that confirms the address in the language the page is in.
 */
export function useSignUp() {
  const [send, isInFlight] = useMutationOutcome<useSignUpMutation>(mutation);
  const { locale } = languageOption(usePreferences().language);
  const signUp = useCallback(
    (input: SignUpInput) => send({ input: { ...input, locale } }, { updater: (store) => linkViewer(store, 'signUp') }),
    [send, locale],
  );
  return { signUp, isInFlight };
}
