import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { UsersTabQuery } from '../../__generated__/UsersTabQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { UserSearchForm } from './UserSearchForm.tsx';
import { USERS_PAGE_SIZE, UserTable } from './UserTable.tsx';

const query = graphql`
  query UsersTabQuery($search: String, $first: Int!) {
    ...UserTable_query @arguments(search: $search, first: $first)
  }
`;

/** Called by the screen's loader; accounts and roles change under an admin, so show then refresh. */
export function loadUsersTab(search: string | null): PreloadedQuery<UsersTabQuery> {
  return preloadQuery<UsersTabQuery>(query, { search, first: USERS_PAGE_SIZE }, 'store-and-network');
}

export function UsersTab({ queryRef }: { queryRef: PreloadedQuery<UsersTabQuery> }) {
  const data = usePreloadedQuery<UsersTabQuery>(query, queryRef);
  const search = queryRef.variables.search ?? null;
  return (
    <section className="admin-section" aria-labelledby="admin-users-heading">
      <h2 id="admin-users-heading">
        <Trans>Users</Trans>
      </h2>
      <UserSearchForm search={search} />
      <UserTable query={data} search={search} />
    </section>
  );
}
