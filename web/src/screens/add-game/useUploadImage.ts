import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUploadImageMutation } from '../../__generated__/useUploadImageMutation.graphql.ts';
import { commitForOutcome, outcomeOfResult, type MutationOutcome } from '../../forms/mutation-outcome.ts';
import type { FormImage } from './game-form-values.ts';

const mutation = graphql`
  mutation useUploadImageMutation($file: File!) {
    uploadImage(file: $file) {
      __typename
      ... on MutationUploadImageSuccess {
        data { id databaseId url width height bytes }
      }
      ... on ValidationError {
        fieldErrors { field code message }
      }
    }
  }
`;

/** Sends one image file (a multipart request; see relay/environment.ts) and answers with the stored image. */
export function useUploadImage(): (file: File) => Promise<MutationOutcome<FormImage>> {
  const [commit] = useMutation<useUploadImageMutation>(mutation);
  return useCallback(
    (file: File) =>
      commitForOutcome(
        commit,
        { variables: { file: null }, uploadables: { file } },
        (response, errors) => outcomeOfResult(response.uploadImage, errors),
      ),
    [commit],
  );
}
