// "Propose reverting this change": the edit form filled with the game as it is now, except the
// fields one history entry changed, which go back to their values before it. Submitted as an
// ordinary edit request, whose three-way merge keeps later changes to other fields.
import { graphql, readInlineData } from 'react-relay';
import { pickFormFields, versionFormFields } from '#shared/version-form';
import type {
  revertFormValues_entry$data,
  revertFormValues_entry$key,
} from '../../__generated__/revertFormValues_entry.graphql.ts';
import { newVersionKey, type FormImage, type GameFormValues } from '../add-game/game-form-values.ts';

/* eslint-disable relay/unused-fields -- images are carried whole into the form state */
const fragment = graphql`
  fragment revertFormValues_entry on GameHistoryEntry @inline {
    titleChange {
      before
    }
    consoleChange {
      before {
        id
        databaseId
      }
    }
    versionChanges {
      versionId
      kind
      changedFields
      before {
        title
        region
        country
        revision
        releaseDate
        developers
        publishers
        boxArtUrl
        barcode
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
  }
`;
/* eslint-enable relay/unused-fields */

type Entry = revertFormValues_entry$data;

/** `current` with the entry's changes undone; pure, for the data an entry carries. */
export function applyRevert(current: GameFormValues, entry: Entry): GameFormValues {
  let versions = [...current.versions];
  for (const change of entry.versionChanges) {
    const old = change.before;
    if (change.kind === 'ADDED') {
      versions = versions.filter((version) => version.version?.databaseId !== change.versionId);
    } else if (change.kind === 'REMOVED' && old) {
      // Back as a new version: the removed row is gone for good.
      versions.push({ ...versionFormFields<FormImage>(old), key: newVersionKey(), version: null });
    } else if (old) {
      versions = versions.map((version) =>
        version.version?.databaseId === change.versionId
          ? { ...version, ...pickFormFields(versionFormFields<FormImage>(old), change.changedFields) }
          : version,
      );
    }
  }
  return {
    title: entry.titleChange?.before ?? current.title,
    console: entry.consoleChange?.before ? { ...entry.consoleChange.before } : current.console,
    // A game keeps at least one version: undoing the addition of the only one is left to the person.
    versions: versions.length > 0 ? versions : current.versions,
  };
}

export function revertFormValues(current: GameFormValues, key: revertFormValues_entry$key): GameFormValues {
  return applyRevert(current, readInlineData(fragment, key));
}
