// "Propose reverting this change": the edit form filled with the game as it is now, except the
// fields one history entry changed, which go back to their values before it. Submitted as an
// ordinary edit request, whose three-way merge keeps later changes to other fields.
import { graphql, readInlineData } from 'react-relay';
import { REGIONS, type Region } from '#shared/rules';
import type {
  revertFormValues_entry$data,
  revertFormValues_entry$key,
} from '../../__generated__/revertFormValues_entry.graphql.ts';
import {
  newVersionKey,
  type FormImage,
  type GameFormValues,
  type VersionFormValues,
} from '../add-game/game-form-values.ts';

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
type OldVersion = NonNullable<Entry['versionChanges'][number]['before']>;

const knownRegion = (region: string): Region | '' =>
  (REGIONS as readonly string[]).includes(region) ? (region as Region) : '';
const names = (list: readonly string[]) => (list.length > 0 ? [...list] : ['']);
const image = (stored: OldVersion['mediumImage']): FormImage | null => (stored ? { ...stored } : null);

/** The form fields a snapshot field sets, from the version as it was. */
function oldFields(old: OldVersion, field: string): Partial<VersionFormValues> {
  switch (field) {
    case 'title':
      return { title: old.title };
    case 'region':
      return { region: knownRegion(old.region) };
    case 'country':
      return { country: old.country ?? '', uniqueVariant: old.country != null };
    case 'revision':
      return { revision: old.revision };
    case 'releaseDate':
      return { releaseDate: String(old.releaseDate) };
    case 'developers':
      return { developers: names(old.developers) };
    case 'publishers':
      return { publishers: names(old.publishers) };
    case 'mediumImageId':
      return { mediumImage: image(old.mediumImage) };
    case 'frontImageId':
      return { frontImage: image(old.frontImage) };
    case 'backImageId':
      return { backImage: image(old.backImage) };
    case 'boxArtUrl':
      return { boxArtUrl: old.boxArtUrl ?? '' };
    case 'barcode':
      return { barcode: old.barcode ?? '' };
    default:
      return {};
  }
}

const ALL_FIELDS = [
  'title',
  'region',
  'country',
  'revision',
  'releaseDate',
  'developers',
  'publishers',
  'mediumImageId',
  'frontImageId',
  'backImageId',
  'boxArtUrl',
  'barcode',
];

/** `current` with the entry's changes undone; pure, for the data an entry carries. */
export function applyRevert(current: GameFormValues, entry: Entry): GameFormValues {
  let versions = [...current.versions];
  for (const change of entry.versionChanges) {
    const old = change.before;
    if (change.kind === 'ADDED') {
      versions = versions.filter((version) => version.version?.databaseId !== change.versionId);
    } else if (change.kind === 'REMOVED' && old) {
      // Back as a new version: the removed row is gone for good.
      const restored = ALL_FIELDS.reduce<Partial<VersionFormValues>>(
        (values, field) => ({ ...values, ...oldFields(old, field) }),
        {},
      );
      versions.push({ ...(versions[0] ?? current.versions[0])!, ...restored, key: newVersionKey(), version: null });
    } else if (old) {
      versions = versions.map((version) =>
        version.version?.databaseId === change.versionId
          ? change.changedFields.reduce<VersionFormValues>(
              (values, field) => ({ ...values, ...oldFields(old, field) }),
              version,
            )
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
