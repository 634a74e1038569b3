import { graphql, readInlineData } from 'react-relay';
import { versionFormFields } from '#shared/version-form';
import type { gameToFormValues_game$key } from '../../__generated__/gameToFormValues_game.graphql.ts';
import { newVersionKey, type FormImage, type GameFormValues } from './game-form-values.ts';

/* eslint-disable relay/unused-fields -- images are carried whole into the form state */
const fragment = graphql`
  fragment gameToFormValues_game on Game @inline {
    title
    console {
      id
      databaseId
    }
    versions {
      id
      databaseId
      title
      region
      country
      revision
      releaseDate
      boxArtUrl
      barcode
      developers {
        name
      }
      publishers {
        name
      }
      mediumImage {
        id
        databaseId
        url
        width
        height
        bytes
      }
      frontImage {
        id
        databaseId
        url
        width
        height
        bytes
      }
      backImage {
        id
        databaseId
        url
        width
        height
        bytes
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/**
 * A game as the form holds it, for the edit request form: each version keeps its id, so the
 * request changes that version instead of adding one. The edit screen fetches the game with this
 * fragment and calls this.
 */
export function gameToFormValues(game: gameToFormValues_game$key): GameFormValues {
  const data = readInlineData(fragment, game);
  return {
    title: data.title,
    console: { id: data.console.id, databaseId: data.console.databaseId },
    versions: data.versions.map((version) => ({
      key: newVersionKey(),
      version: { id: version.id, databaseId: version.databaseId },
      ...versionFormFields<FormImage>({
        ...version,
        developers: version.developers.map((company) => company.name),
        publishers: version.publishers.map((company) => company.name),
      }),
    })),
  };
}
