import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ConsoleManagementQuery } from '../../../__generated__/ConsoleManagementQuery.graphql.ts';
import { preloadQuery } from '../../../relay/preload.ts';
import { useViewer } from '../../../viewer/useViewer.ts';
import { CONSOLES_PAGE_SIZE, ConsoleTable } from './ConsoleTable.tsx';
import './consoles.css';

// The page size travels as a variable, as in the pagination query: the API's cost limit
// multiplies a literal `first` into the cost, and 200 small rows are cheap to serve.
const query = graphql`
  query ConsoleManagementQuery($first: Int!) {
    ...ConsoleTable_query @arguments(first: $first)
  }
`;
const variables = { first: CONSOLES_PAGE_SIZE };

/**
 * For the settings loader when the section is switched on: the list is fetched beside the
 * screen's own query, and refreshed, since other moderators change it.
 */
export function preloadConsoleManagement(): void {
  preloadQuery<ConsoleManagementQuery>(query, variables, 'store-and-network');
}

/** Who may change consoles: the API answers FORBIDDEN to everyone else. */
const MANAGING_ROLES: readonly string[] = ['MODERATOR', 'ADMIN'];

/**
 * The settings screen's console-management section (shown by the "Show console management"
 * option): everyone reads the list; moderators and admins add consoles and edit them in place.
 */
export function ConsoleManagement() {
  const viewer = useViewer();
  const canManage = viewer !== null && MANAGING_ROLES.includes(viewer.role);
  return (
    <section className="settings-section card console-management" aria-labelledby="settings-consoles">
      <h2 id="settings-consoles">
        <Trans>Console management</Trans>
      </h2>
      {canManage ? (
        <p className="settings-hint muted">
          <Trans>Add a console below, or correct one with its Edit button: Enter saves, Escape cancels.</Trans>
        </p>
      ) : (
        <p className="notice">
          <Trans>Only moderators and administrators can add or change consoles.</Trans>
        </p>
      )}
      <Suspense
        fallback={
          <p className="loading" role="status">
            <Trans>Loading consoles…</Trans>
          </p>
        }
      >
        <ConsoleList canManage={canManage} />
      </Suspense>
    </section>
  );
}

function ConsoleList({ canManage }: { canManage: boolean }) {
  // The loader has usually started this already; otherwise the section was just switched on.
  const data = useLazyLoadQuery<ConsoleManagementQuery>(query, variables, { fetchPolicy: 'store-or-network' });
  return <ConsoleTable query={data} canManage={canManage} />;
}
