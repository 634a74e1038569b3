import { Trans } from '@lingui/react/macro';
import { SearchForm } from '../../forms/SearchForm.tsx';
import { adminPath } from './admin-url.ts';

const usersPath = (q: string) => adminPath('users', q);

/** The account search of the admin screen (`/admin?tab=users&q=kate`). */
export function UserSearchForm({ search }: { search: string | null }) {
  return (
    <SearchForm
      search={search}
      action="/admin"
      hidden={{ tab: 'users' }}
      pathFor={usersPath}
      id="admin-user-search"
      className="admin-search"
      label={<Trans>Search by username or email</Trans>}
    />
  );
}
