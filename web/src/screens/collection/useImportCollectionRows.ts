import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CsvRecord } from '#shared/collection-csv';
import type { useImportCollectionRowsMutation } from '../../__generated__/useImportCollectionRowsMutation.graphql.ts';
import { useMutationOutcome } from '../../forms/useMutationOutcome.ts';

const mutation = graphql`
  mutation useImportCollectionRowsMutation($input: CollectionImportInput!) {
    importCollectionRows(input: $input) {
      __typename
      ... on MutationImportCollectionRowsSuccess {
        data {
          imported
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

/** Imports one chunk of the file; `done` says how many copies it added. */
export function useImportCollectionRows() {
  const [send] = useMutationOutcome<useImportCollectionRowsMutation>(mutation);
  return useCallback((columns: string[], rows: CsvRecord[]) => send({ input: { columns, rows } }), [send]);
}
