import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { SimilarGameList_games$key } from '../../__generated__/SimilarGameList_games.graphql.ts';

/** Games that may be the one being added: each opens in a new tab, so the form keeps its input. */
export function SimilarGameList({ games }: { games: SimilarGameList_games$key }) {
  const data = useFragment(
    graphql`
      fragment SimilarGameList_games on Game @relay(plural: true) {
        id
        databaseId
        title
        firstReleaseDate
        console {
          name
        }
      }
    `,
    games,
  );
  return (
    <ul className="similar-games-list">
      {data.map((game) => {
        const year = game.firstReleaseDate?.slice(0, 4);
        const consoleName = game.console.name;
        return (
          <li key={game.id}>
            <a href={`/games/${game.databaseId}`} target="_blank" rel="noopener">
              {game.title}
              <span className="visually-hidden">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>{' '}
            <span className="muted">
              {year ? (
                <Trans>
                  {consoleName}, {year}
                </Trans>
              ) : (
                consoleName
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
