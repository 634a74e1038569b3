import { Trans, useLingui } from '@lingui/react/macro';
import { SearchForm } from '../../forms/SearchForm.tsx';

// No empty `?q=` in shared links: a blank search is the full list.
const gamesPath = (q: string) => (q ? `/games?${new URLSearchParams({ q })}` : '/games');

/** The games search (`/games?q=zelda`). */
export function GameSearchForm({ search }: { search: string | null }) {
  const { t } = useLingui();
  return (
    <SearchForm search={search} action="/games" pathFor={gamesPath} id="game-search-q" className="game-search"
      label={<Trans>Search games by title</Trans>} placeholder={t`For example: Zelda`} />
  );
}
