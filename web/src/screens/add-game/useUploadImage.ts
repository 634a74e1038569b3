import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useUploadImageMutation } from '../../__generated__/useUploadImageMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useUploadImageMutation($file: File!) {
    uploadImage(file: $file) {
      __typename
      ... on MutationUploadImageSuccess {
        data {
          id
          databaseId
          url
          width
          height
          bytes
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

/** Sends one image file (a multipart request; see relay/environment.ts) and answers with the stored image. */
export function useUploadImage() {
  const [send] = useMutationOutcome<useUploadImageMutation>(mutation);
  return useCallback((file: File) => send({ file: null }, { uploadables: { file } }), [send]);
}
