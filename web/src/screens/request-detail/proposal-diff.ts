// The field-by-field difference between the game as it was (snapshot) and as proposed. Pure, so
// the pairing rules (by version id; new versions have none) are tested without rendering.
import { VERSION_TEXT_FIELDS, type VersionTextField } from '#shared/version-fields';

export interface ImageLike {
  readonly id: string;
  readonly url: string;
}

export interface ConsoleLike {
  readonly id: string;
  readonly name: string;
}

export interface VersionLike {
  readonly versionId: number | null | undefined;
  readonly title: string;
  readonly region: string;
  readonly country: string | null | undefined;
  readonly revision: string;
  readonly releaseDate: string;
  readonly developers: readonly string[];
  readonly publishers: readonly string[];
  readonly mediumImage: ImageLike | null | undefined;
  readonly frontImage: ImageLike | null | undefined;
  readonly backImage: ImageLike | null | undefined;
  readonly boxArtUrl: string | null | undefined;
  readonly barcode: string | null | undefined;
}

export interface GameLike<V extends VersionLike = VersionLike> {
  readonly title: string;
  readonly console: ConsoleLike | null | undefined;
  readonly versions: readonly V[];
}

export const IMAGE_FIELDS = ['mediumImage', 'frontImage', 'backImage'] as const;

/** The text fields of a version, in the order the page lists them. */
export type VersionField = VersionTextField;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export interface Change<T> {
  readonly before: T;
  readonly after: T;
  readonly changed: boolean;
}

export type VersionChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

export interface VersionDiff<V extends VersionLike = VersionLike> {
  readonly kind: VersionChangeKind;
  /** The database id; null for a version the proposal adds. */
  readonly versionId: number | null;
  readonly before: V | null;
  readonly after: V | null;
  readonly fields: ReadonlyArray<{ readonly field: VersionField } & Change<VersionLike[VersionField] | null>>;
  readonly images: ReadonlyArray<{ readonly field: ImageField } & Change<ImageLike | null>>;
}

export interface ProposalDiff<V extends VersionLike = VersionLike> {
  readonly title: Change<string>;
  readonly console: Change<ConsoleLike | null>;
  readonly versions: readonly VersionDiff<V>[];
  /** Whether anything at all differs. */
  readonly changed: boolean;
}

type Value = string | readonly string[] | null | undefined;

function sameValue(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = (a ?? []) as readonly string[];
    const right = (b ?? []) as readonly string[];
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  // A blank optional field and a missing one are the same thing to a reader.
  return (a || null) === (b || null);
}

const sameImage = (a: ImageLike | null | undefined, b: ImageLike | null | undefined) =>
  (a?.id ?? null) === (b?.id ?? null);

function versionDiff<V extends VersionLike>(before: V | null, after: V | null): VersionDiff<V> {
  const fields = VERSION_TEXT_FIELDS.map((field) => {
    const old = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    return { field, before: old, after: now, changed: !sameValue(old, now) };
  });
  const images = IMAGE_FIELDS.map((field) => {
    const old = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    return { field, before: old, after: now, changed: !sameImage(old, now) };
  });
  const changed = fields.some((f) => f.changed) || images.some((i) => i.changed);
  const kind: VersionChangeKind = !before ? 'added' : !after ? 'removed' : changed ? 'changed' : 'unchanged';
  return { kind, versionId: (before ?? after)?.versionId ?? null, before, after, fields, images };
}

/**
 * Pairs the proposal's versions with the snapshot's by `versionId`: a proposed version without
 * one (or with an id the snapshot lacks) is added; a snapshot version the proposal dropped is
 * removed. Snapshot order first, additions last.
 */
export function proposalDiff<V extends VersionLike>(snapshot: GameLike<V>, proposal: GameLike<V>): ProposalDiff<V> {
  const proposedById = new Map<number, V>();
  for (const version of proposal.versions) {
    if (version.versionId != null) proposedById.set(version.versionId, version);
  }
  const snapshotIds = new Set(snapshot.versions.map((version) => version.versionId));
  const versions: VersionDiff<V>[] = [
    ...snapshot.versions.map((before) =>
      versionDiff(before, before.versionId != null ? (proposedById.get(before.versionId) ?? null) : null),
    ),
    ...proposal.versions
      .filter((after) => after.versionId == null || !snapshotIds.has(after.versionId))
      .map((after) => versionDiff<V>(null, after)),
  ];
  const title = { before: snapshot.title, after: proposal.title, changed: snapshot.title !== proposal.title };
  const beforeConsole = snapshot.console ?? null;
  const afterConsole = proposal.console ?? null;
  const console = {
    before: beforeConsole,
    after: afterConsole,
    changed: (beforeConsole?.id ?? null) !== (afterConsole?.id ?? null),
  };
  const changed = title.changed || console.changed || versions.some((version) => version.kind !== 'unchanged');
  return { title, console, versions, changed };
}
