import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { LIMITS } from '@rules';
import { adminPath } from './admin-url.ts';

/**
 * The search lives in the URL (`/admin?tab=users&q=kate`) so it survives a reload. A plain GET
 * form underneath, so it also works before the script has taken over.
 */
export function UserSearchForm({ search }: { search: string | null }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(search ?? '');
  // Back/forward changes the URL without this form: refill the box from it, keeping the focus.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setTerm(search ?? '');
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(adminPath('users', term.trim()));
  };

  return (
    <form role="search" className="admin-search" action="/admin" method="get" onSubmit={onSubmit}>
      <input type="hidden" name="tab" value="users" />
      <label htmlFor="admin-user-search"><Trans>Search by username or email</Trans></label>
      <div className="admin-search-row">
        <input
          id="admin-user-search"
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={LIMITS.searchQueryMax}
          autoComplete="off"
        />
        <button type="submit" className="button primary"><Trans>Search</Trans></button>
      </div>
    </form>
  );
}
