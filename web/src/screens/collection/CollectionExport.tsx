import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { CollectionExportQuery } from '../../__generated__/CollectionExportQuery.graphql.ts';
import { toCalendarDate } from '#shared/calendar-date';

/* eslint-disable relay/unused-fields -- the id keeps the viewer one record in the store */
const query = graphql`
  query CollectionExportQuery {
    viewer {
      id
      collectionCsv
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** Saves a file through the browser's download, without a page of its own. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the whole collection as CSV, fresh from the server. */
export function CollectionExport() {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const exportCsv = async () => {
    setState('working');
    try {
      const data = await fetchQuery<CollectionExportQuery>(
        environment,
        query,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const csv = data?.viewer?.collectionCsv;
      if (csv == null) throw new Error('no CSV');
      download(csv, `collection-${toCalendarDate(new Date())}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="collection-export">
      <button
        type="button"
        className="button"
        aria-disabled={state === 'working'}
        onClick={() => {
          if (state !== 'working') void exportCsv();
        }}
      >
        {state === 'working' ? <Trans>Preparing the CSV file…</Trans> : <Trans>Export CSV</Trans>}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          <Trans>The export failed. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
