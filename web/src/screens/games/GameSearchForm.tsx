import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@rules';

/**
 * The search lives in the URL (`/games?q=zelda`) so results can be shared and survive a reload.
 * A plain GET form underneath, so it also works before the script has taken over.
 */
export function GameSearchForm({ search }: { search: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [term, setTerm] = useState(search ?? '');
  // Back/forward changes the URL without this form: refill the box from it. Done during render
  // (not by remounting the input) so the focus stays in the box after pressing Enter.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setTerm(search ?? '');
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = term.trim();
    // No empty `?q=` in shared links: a blank search is the full list.
    navigate(q ? `/games?${new URLSearchParams({ q })}` : '/games');
  };

  return (
    <form role="search" className="game-search" action="/games" method="get" onSubmit={onSubmit}>
      <label htmlFor="game-search-q"><Trans>Search games by title</Trans></label>
      <div className="game-search-row">
        <input
          id="game-search-q"
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          maxLength={LIMITS.searchQueryMax}
          autoComplete="off"
          placeholder={t`For example: Zelda`}
        />
        <button type="submit" className="button primary"><Trans>Search</Trans></button>
      </div>
    </form>
  );
}
