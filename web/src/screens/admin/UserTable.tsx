import { graphql, usePaginationFragment } from 'react-relay';
import { Plural, Trans } from '@lingui/react/macro';
import type { UserTable_query$key } from '../../__generated__/UserTable_query.graphql.ts';
import type { UserTablePaginationQuery } from '../../__generated__/UserTablePaginationQuery.graphql.ts';
import { UserRow } from './UserRow.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const USERS_PAGE_SIZE = 50;

/** Every account (or those matching the search), oldest first, a page at a time. */
export function UserTable({ query, search }: { query: UserTable_query$key; search: string | null }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    UserTablePaginationQuery,
    UserTable_query$key
  >(
    graphql`
      fragment UserTable_query on Query
      @argumentDefinitions(
        search: { type: "String" }
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
      )
      @refetchable(queryName: "UserTablePaginationQuery") {
        users(search: $search, first: $first, after: $after) @connection(key: "UserTable_users") {
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const users = data.users.edges.map((edge) => edge.node);
  const count = users.length;

  return (
    <>
      <p role="status" className={count === 0 ? 'notice' : 'admin-count muted'}>
        {count === 0 ? (
          search ? (
            <Trans>No accounts match “{search}”.</Trans>
          ) : (
            <Trans>There are no accounts yet.</Trans>
          )
        ) : (
          <Plural value={count} one="Showing # account" other="Showing # accounts" />
        )}
      </p>
      {count > 0 && (
        // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
        <div className="admin-table-scroll" role="region" aria-labelledby="admin-users-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="admin-users-caption">
              {search ? <Trans>Accounts matching “{search}”</Trans> : <Trans>All accounts, oldest first</Trans>}
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Username</Trans>
                </th>
                <th scope="col">
                  <Trans>Display name</Trans>
                </th>
                <th scope="col">
                  <Trans>Email</Trans>
                </th>
                <th scope="col">
                  <Trans>Role</Trans>
                </th>
                <th scope="col">
                  <Trans>Trust score</Trans>
                </th>
                <th scope="col">
                  <Trans>Joined</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(USERS_PAGE_SIZE)}
        keepFocus
        paragraph="admin-more"
      />
    </>
  );
}
