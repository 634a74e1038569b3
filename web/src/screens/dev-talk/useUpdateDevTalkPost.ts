import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUpdateDevTalkPostMutation } from '../../__generated__/useUpdateDevTalkPostMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';
import type { DevTalkPostFields } from './useCreateDevTalkPost.ts';

// Selecting the editor's and the article's fields updates the post in the store for both.
const mutation = graphql`
  mutation useUpdateDevTalkPostMutation($input: UpdateDevTalkPostInput!) {
    updateDevTalkPost(input: $input) {
      __typename
      ... on MutationUpdateDevTalkPostSuccess {
        data {
          slug
          ...DevTalkArticle_post
          ...DevTalkEditor_post
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
      ... on NotFoundError {
        field
        message
      }
    }
  }
`;

/** Saves an edited post and whether it is published; done with the post (a draft's slug follows its title). */
export function useUpdateDevTalkPost() {
  const [send] = useMutationOutcome<useUpdateDevTalkPostMutation>(mutation);
  return useCallback((id: string, input: DevTalkPostFields) => send({ input: { id, ...input } }), [send]);
}
