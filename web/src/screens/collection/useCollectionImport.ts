import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { CsvRecord } from '#shared/collection-csv';
import type {
  useCollectionImportPreviewQuery,
  useCollectionImportPreviewQuery$data,
} from '../../__generated__/useCollectionImportPreviewQuery.graphql.ts';

/* eslint-disable relay/unused-fields -- the preview rows go whole to the import plan and its table */
const previewQuery = graphql`
  query useCollectionImportPreviewQuery($input: CollectionImportInput!) {
    previewCollectionImport(input: $input) {
      __typename
      ... on CollectionImportPreview {
        rows {
          line
          status
          candidates {
            versionId
            gameTitle
            console
            region
            versionTitle
            releaseDate
          }
          problems {
            column
            code
            message
          }
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
/* eslint-enable relay/unused-fields */

type PreviewResult = useCollectionImportPreviewQuery$data['previewCollectionImport'];
export type PreviewRow = Extract<PreviewResult, { __typename: 'CollectionImportPreview' }>['rows'][number];
export type ImportProblem = { field: string; code: string; message: string };
export type ChunkOutcome<T> =
  { kind: 'done'; data: T } | { kind: 'refused'; problems: readonly ImportProblem[] } | { kind: 'failed' };

/** One chunk of the file classified by the server (nothing saved). */
export function usePreviewChunk(): (
  columns: string[],
  rows: CsvRecord[],
) => Promise<ChunkOutcome<readonly PreviewRow[]>> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (columns, rows) => {
      try {
        const data = await fetchQuery<useCollectionImportPreviewQuery>(
          environment,
          previewQuery,
          { input: { columns, rows } },
          { fetchPolicy: 'network-only' },
        ).toPromise();
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
