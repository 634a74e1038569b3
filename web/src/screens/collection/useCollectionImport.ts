import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { CsvRecord } from '#shared/collection-csv';
import type { useCollectionImportPreviewQuery, useCollectionImportPreviewQuery$data } from '../../__generated__/useCollectionImportPreviewQuery.graphql.ts';
import type { useImportCollectionRowsMutation } from '../../__generated__/useImportCollectionRowsMutation.graphql.ts';

const previewQuery = graphql`
  query useCollectionImportPreviewQuery($input: CollectionImportInput!) {
    previewCollectionImport(input: $input) {
      __typename
      ... on CollectionImportPreview {
        rows {
          line
          status
          candidates { versionId gameTitle console region versionTitle releaseDate }
          problems { column code message }
        }
      }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }
`;

const importMutation = graphql`
  mutation useImportCollectionRowsMutation($input: CollectionImportInput!) {
    importCollectionRows(input: $input) {
      __typename
      ... on CollectionImportResult { imported }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }
`;

type PreviewResult = useCollectionImportPreviewQuery$data['previewCollectionImport'];
export type PreviewRow = Extract<PreviewResult, { __typename: 'CollectionImportPreview' }>['rows'][number];
export type ImportProblem = { field: string; code: string; message: string };
export type ChunkOutcome<T> = { kind: 'done'; data: T } | { kind: 'refused'; problems: readonly ImportProblem[] } | { kind: 'failed' };

/** One chunk of the file classified by the server (nothing saved). */
export function usePreviewChunk(): (columns: string[], rows: CsvRecord[]) => Promise<ChunkOutcome<readonly PreviewRow[]>> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (columns, rows) => {
      try {
        const data = await fetchQuery<useCollectionImportPreviewQuery>(environment, previewQuery, { input: { columns, rows } }, { fetchPolicy: 'network-only' }).toPromise();
        const result = data?.previewCollectionImport;
        if (result?.__typename === 'CollectionImportPreview') return { kind: 'done', data: result.rows };
        if (result?.__typename === 'ValidationError') return { kind: 'refused', problems: result.fieldErrors };
        return { kind: 'failed' };
      } catch {
        return { kind: 'failed' };
      }
    },
    [environment],
  );
}

/** One chunk of the file imported; resolves with the number of copies added. */
export function useImportChunk(): (columns: string[], rows: CsvRecord[]) => Promise<ChunkOutcome<number>> {
  const [commit] = useMutation<useImportCollectionRowsMutation>(importMutation);
  return useCallback(
    (columns, rows) =>
      new Promise((resolve) => {
        commit({
          variables: { input: { columns, rows } },
          onCompleted: ({ importCollectionRows: result }, errors) => {
            if (errors?.length) resolve({ kind: 'failed' });
            else if (result.__typename === 'CollectionImportResult') resolve({ kind: 'done', data: result.imported });
            else if (result.__typename === 'ValidationError') resolve({ kind: 'refused', problems: result.fieldErrors });
            else resolve({ kind: 'failed' });
          },
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
}
