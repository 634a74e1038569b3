import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useCreateDevTalkPostMutation } from '../../__generated__/useCreateDevTalkPostMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useCreateDevTalkPostMutation($input: CreateDevTalkPostInput!) {
    createDevTalkPost(input: $input) {
      __typename
      ... on MutationCreateDevTalkPostSuccess {
        data {
          slug
          ...DevTalkArticle_post
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

export interface DevTalkPostFields {
  title: string;
  content: string;
  published: boolean;
}

/** Writes a new post (a draft, or published at once); done with the post, whose slug is its address. */
export function useCreateDevTalkPost() {
  const [send] = useMutationOutcome<useCreateDevTalkPostMutation>(mutation);
  return useCallback((input: DevTalkPostFields) => send({ input }), [send]);
}
