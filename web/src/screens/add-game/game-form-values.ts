import type { Region } from '#shared/rules';
import type { VersionFormFields } from '#shared/version-form';
import type { GameInputDraft } from '#shared/catalogue-input';
import type { GameInput } from '../../__generated__/useAddGameMutation.graphql.ts';

/** A node the form points at: its global ID (what is sent) and its row id (what the shared rules check). */
export interface NodeRef {
  id: string;
  databaseId: number;
}

/** An uploaded image: the reference that is sent, and what its preview shows. */
export interface FormImage extends NodeRef {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface VersionFormValues extends VersionFormFields<FormImage> {
  /** Stays with the row when other rows are added or removed; never sent. */
  key: string;
  /** The version being changed (edit mode); null for a new version. */
  version: NodeRef | null;
}

/** What the add-game form (and the edit request form) holds while the person types. */
export interface GameFormValues {
  title: string;
  console: NodeRef | null;
  versions: VersionFormValues[];
}

let lastKey = 0;
export const newVersionKey = () => `version-${(lastKey += 1)}`;

/**
 * A blank version row. A later version starts with the game's title and the developers of the
 * version before it (regional releases usually share them); the publisher often differs.
 */
export function emptyVersion(title = '', previous?: VersionFormValues): VersionFormValues {
  return {
    key: newVersionKey(),
    version: null,
    title,
    region: '',
    uniqueVariant: false,
    country: '',
    revision: '',
    releaseDate: '',
    developers: previous ? [...previous.developers] : [''],
    publishers: [''],
    mediumImage: null,
    frontImage: null,
    backImage: null,
    boxArtUrl: '',
    barcode: '',
  };
}

export function emptyGameFormValues(): GameFormValues {
  return { title: '', console: null, versions: [emptyVersion()] };
}

type VersionDraft = GameInputDraft['versions'][number];

/** The draft the shared rules check: the input's shape, with the region possibly not chosen yet. */
export type GameDraft = Omit<GameInputDraft, 'versions'> & {
  versions: (Omit<VersionDraft, 'region'> & { region: Region | undefined })[];
};

/**
 * The values as the server's `gameInput` schema reads them (row ids). A missing console or image
 * is id 0, which the rules call required, exactly as the server does with a missing global ID.
 */
export function gameDraft(values: GameFormValues): GameDraft {
  return {
    title: values.title,
    consoleId: values.console?.databaseId ?? 0,
    versions: values.versions.map((version) => ({
      id: version.version?.databaseId ?? null,
      title: version.title,
      region: version.region || undefined,
      country: version.uniqueVariant ? version.country : null,
      revision: version.revision,
      releaseDate: version.releaseDate,
      developers: version.developers,
      publishers: version.publishers,
      mediumImageId: version.mediumImage?.databaseId ?? 0,
      frontImageId: version.frontImage?.databaseId ?? null,
      backImageId: version.backImage?.databaseId ?? null,
      boxArtUrl: version.boxArtUrl,
      barcode: version.barcode,
    })),
  };
}

/** The GraphQL `GameInput` (global IDs), sent once the draft passed the shared rules. */
export function gameInputOf(values: GameFormValues): GameInput {
  return {
    title: values.title,
    consoleId: values.console?.id ?? '',
    versions: values.versions.map((version) => ({
      id: version.version?.id ?? null,
      title: version.title,
      // The rules have checked that a region was chosen.
      region: version.region as Region,
      country: version.uniqueVariant ? version.country : null,
      revision: version.revision,
      releaseDate: version.releaseDate,
      developers: version.developers,
      publishers: version.publishers,
      mediumImageId: version.mediumImage?.id ?? null,
      frontImageId: version.frontImage?.id ?? null,
      backImageId: version.backImage?.id ?? null,
      boxArtUrl: version.boxArtUrl.trim() ? version.boxArtUrl : null,
      barcode: version.barcode.trim() || null,
    })),
  };
}
