import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Locale } from '#shared/locale-rules';
import type { useUpdateLocaleMutation } from '../__generated__/useUpdateLocaleMutation.graphql.ts';

// `id locale` updates the viewer in the store, so the account and the browser agree afterwards.
const mutation = graphql`
  mutation useUpdateLocaleMutation($input: UpdateLocaleInput!) {
    updateLocale(input: $input) {
      __typename
      ... on MutationUpdateLocaleSuccess {
        data {
          id
          locale
        }
      }
    }
  }
`;

/** Stores the interface language on the signed-in member's account, for the mails they get. */
export function useUpdateLocale(): (locale: Locale) => void {
  const [commit] = useMutation<useUpdateLocaleMutation>(mutation);
  // Nothing to tell the member when it fails: the next page load tries again.
  return useCallback((locale: Locale) => void commit({ variables: { input: { locale } } }), [commit]);
}
