import { graphql, readInlineData } from 'react-relay';
import { REGIONS, type Region } from '#shared/rules';
import type {
  gameToFormValues_game$data,
  gameToFormValues_game$key,
} from '../../__generated__/gameToFormValues_game.graphql.ts';
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

type StoredImage = gameToFormValues_game$data['versions'][number]['frontImage'];

const formImage = (image: StoredImage): FormImage | null => (image ? { ...image } : null);
const knownRegion = (region: string): Region | '' =>
  (REGIONS as readonly string[]).includes(region) ? (region as Region) : '';
// The form always offers at least one name input.
const names = (companies: readonly { name: string }[]) =>
  companies.length > 0 ? companies.map((company) => company.name) : [''];

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
      title: version.title,
      region: knownRegion(version.region),
      uniqueVariant: version.country !== null,
      country: version.country ?? '',
      revision: version.revision,
      releaseDate: version.releaseDate,
      developers: names(version.developers),
      publishers: names(version.publishers),
      mediumImage: formImage(version.mediumImage),
      frontImage: formImage(version.frontImage),
      backImage: formImage(version.backImage),
      boxArtUrl: version.boxArtUrl ?? '',
      barcode: version.barcode ?? '',
    })),
  };
}
