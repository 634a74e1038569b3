import { useId, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ConsoleTable_query$key } from '../../../__generated__/ConsoleTable_query.graphql.ts';
import type { ConsoleTablePaginationQuery } from '../../../__generated__/ConsoleTablePaginationQuery.graphql.ts';
import { AddConsoleForm } from './AddConsoleForm.tsx';
import { ConsoleRow } from './ConsoleRow.tsx';
import { LoadMoreButton } from '../../../layout/LoadMoreButton.tsx';

/** The API's largest page of consoles: in practice, every console at once. */
export const CONSOLES_PAGE_SIZE = 200;

/** Every console, by manufacturer then name; moderators and admins edit rows and add consoles. */
export function ConsoleTable({ query, canManage }: { query: ConsoleTable_query$key; canManage: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ConsoleTablePaginationQuery,
    ConsoleTable_query$key
  >(
    graphql`
      fragment ConsoleTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "ConsoleTablePaginationQuery") {
        consoles(first: $first, after: $after) @connection(key: "ConsoleTable_consoles") {
          __id
          edges {
            node {
              id
              ...ConsoleRow_console
            }
          }
        }
      }
    `,
    query,
  );
  const [saved, setSaved] = useState<string | null>(null);
  const captionId = useId();
  const consoles = data.consoles.edges.map((edge) => edge.node);

  return (
    <>
      {consoles.length === 0 ? (
        <p className="notice">
          <Trans>There are no consoles yet.</Trans>
        </p>
      ) : (
        // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
        <div className="console-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="console-table">
            <caption id={captionId}>
              <Trans>Consoles, by manufacturer then name</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Manufacturer</Trans>
                </th>
                <th scope="col">
                  <Trans>Release date</Trans>
                </th>
                {canManage && (
                  <th scope="col">
                    <span className="visually-hidden">
                      <Trans>Change</Trans>
                    </span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {consoles.map((node) => (
                <ConsoleRow key={node.id} console={node} canManage={canManage} onSaved={setSaved} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="console-status">
        {saved !== null && <Trans>Your changes to {saved} were saved.</Trans>}
      </p>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(CONSOLES_PAGE_SIZE)}
        keepFocus
        paragraph="console-more"
      />
      {canManage && <AddConsoleForm connectionId={data.consoles.__id} />}
    </>
  );
}
