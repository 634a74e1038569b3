import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { FavouriteGameSection_user$key } from '../../__generated__/FavouriteGameSection_user.graphql.ts';
import { SectionPrivate } from './SectionPrivate.tsx';

const fragment = graphql`
  fragment FavouriteGameSection_user on User {
    hiddenSections
    favouriteGame {
      databaseId
      title
      console {
        name
      }
    }
  }
`;

export function FavouriteGameSection({ user: key }: { user: FavouriteGameSection_user$key }) {
  const { hiddenSections, favouriteGame: game } = useFragment(fragment, key);
  return (
    <section className="profile-section card" aria-labelledby="profile-favourite-game">
      <h2 id="profile-favourite-game">
        <Trans>Favourite game</Trans>
      </h2>
      {hiddenSections.includes('favouriteGame') ? (
        <SectionPrivate />
      ) : game ? (
        <p>
          <Link to={`/games/${game.databaseId}`}>{game.title}</Link>{' '}
          <span className="muted">({game.console.name})</span>
        </p>
      ) : (
        <p className="muted">
          <Trans>No favourite game chosen yet.</Trans>
        </p>
      )}
    </section>
  );
}
