import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RememberOpenedGame_game$key } from '../__generated__/RememberOpenedGame_game.graphql.ts';
import { useViewer } from '../viewer/useViewer.ts';

/**
 * Keeps a game a member opens, with its versions' barcodes, on the device (issue 28, part 3), so a
 * scan in a shop with no signal can name a game they looked at but do not own. Renders nothing;
 * the IndexedDB code loads only for a signed-in member, after the page.
 */
export function RememberOpenedGame({ game }: { game: RememberOpenedGame_game$key }) {
  const data = useFragment(
    graphql`
      fragment RememberOpenedGame_game on Game {
        databaseId
        title
        versions {
          ...librarySync_version @relay(mask: false)
        }
      }
    `,
    game,
  );
  const signedIn = useViewer() !== null;
  useEffect(() => {
    if (!signedIn) return;
    void import('./library-sync.ts')
      .then((library) =>
        library.rememberGame({
          databaseId: data.databaseId,
          title: data.title,
          versions: data.versions.map(library.libraryVersion),
        }),
      )
      .catch(() => {});
  }, [signedIn, data]);
  return null;
}
