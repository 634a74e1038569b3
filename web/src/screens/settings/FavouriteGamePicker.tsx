import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';
import type {
  FavouriteGamePickerQuery,
  FavouriteGamePickerQuery$data,
} from '../../__generated__/FavouriteGamePickerQuery.graphql.ts';

const query = graphql`
  query FavouriteGamePickerQuery($search: String!, $first: Int!) {
    games(search: $search, first: $first) {
      edges {
        node {
          id
          title
          console {
            name
          }
        }
      }
    }
  }
`;

export interface PickedGame {
  id: string;
  title: string;
  consoleName: string;
}

type Suggestion = FavouriteGamePickerQuery$data['games']['edges'][number]['node'];

// Wait for a pause in typing before asking the server.
const TYPING_PAUSE_MS = 250;

/** A search box with catalogue suggestions; choosing one sets the favourite game. */
export function FavouriteGamePicker({
  value,
  onChange,
}: {
  value: PickedGame | null;
  onChange(game: PickedGame | null): void;
}) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [search, setSearch] = useState('');
  const [suggestions, setSuggestions] = useState<readonly Suggestion[]>([]);

  useEffect(() => {
    const text = search.trim();
    if (!text) return setSuggestions([]);
    const timer = setTimeout(() => {
      fetchQuery<FavouriteGamePickerQuery>(environment, query, {
        search: text.slice(0, LIMITS.searchQueryMax),
        first: LIMITS.nameSearchMax,
      }).subscribe({
        next: (data) => setSuggestions(data.games.edges.map((edge) => edge.node)),
        error: () => setSuggestions([]),
      });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, environment]);

  const current = value ? `${value.title} (${value.consoleName})` : null;
  return (
    <fieldset className="favourite-game-picker">
      <legend>
        <Trans>Favourite game</Trans>
      </legend>
      <p className="settings-hint" aria-live="polite">
        {current ? (
          <Trans>
            Chosen: <strong>{current}</strong>
          </Trans>
        ) : (
          <Trans>No favourite game chosen.</Trans>
        )}{' '}
        {value && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            <Trans>Clear</Trans>
          </button>
        )}
      </p>
      <div className="field">
        <label htmlFor="profile-settings-game-search">
          <Trans>Search the catalogue</Trans>
        </label>
        <input
          id="profile-settings-game-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      {suggestions.length > 0 && (
        <ul className="favourite-game-suggestions" aria-label={t`Suggestions`}>
          {suggestions.map((game) => (
            <li key={game.id}>
              <button
                type="button"
                className="button"
                onClick={() => {
                  onChange({ id: game.id, title: game.title, consoleName: game.console.name });
                  setSearch('');
                }}
              >
                {game.title} <span className="muted">({game.console.name})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
