import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { CARDS_IN_VIEW, GameCard } from '../../games/GameCard.tsx';

const query = graphql`
  query HomeScreenQuery {
    randomGames(amount: 12) {
      id
      ...GameCard_game
    }
  }
`;

export function loader() {
  // Fresh picks on every visit.
  return preloadQuery<HomeScreenQuery>(query, {}, 'network-only');
}

export function Component() {
  const data = usePreloadedQuery<HomeScreenQuery>(query, useLoaderData() as PreloadedQuery<HomeScreenQuery>);
  return (
    <>
      <section className="hero">
        <h1>
          <Trans>Cartridge Vault</Trans>
        </h1>
        <p>
          <Trans>A community-maintained database of physical video games, and a home for your collection.</Trans>
        </p>
        <p>
          <Link className="button primary" to="/games">
            <Trans>Browse the games</Trans>
          </Link>
        </p>
      </section>
      <section aria-labelledby="random-games">
        <h2 id="random-games">
          <Trans>Random picks from the database</Trans>
        </h2>
        <div className="game-grid">
          {data.randomGames.map((game, index) => (
            <GameCard key={game.id} game={game} inView={index < CARDS_IN_VIEW} />
          ))}
        </div>
      </section>
      <section aria-labelledby="home-minigames">
        <h2 id="home-minigames">
          <Trans>Minigames</Trans>
        </h2>
        <p>
          <Trans>
            Take a break: play a <Link to="/minigames">card battle with games from the catalogue, or pong</Link>.
          </Trans>
        </p>
      </section>
    </>
  );
}
