// A history entry's version change as the request diff view shows it: the same pairing
// (proposalDiff), narrowed to what the entry says changed, so unchanged fields stay out of the way.
import { proposalDiff, type VersionDiff, type VersionLike } from '../request-detail/proposal-diff.ts';

export interface VersionChangeLike<V extends VersionLike> {
  readonly versionId: number;
  readonly kind: string;
  readonly before: V | null | undefined;
  readonly after: V | null | undefined;
}

const side = <V extends VersionLike>(version: V | null | undefined) => ({
  title: '',
  console: null,
  versions: version ? [version] : [],
});

/** The version's diff with only the rows that differ (an added or removed version: its filled fields). */
export function historyVersionDiff<V extends VersionLike>(change: VersionChangeLike<V>): VersionDiff<V> {
  const [diff] = proposalDiff<V>(side(change.before), side(change.after)).versions;
  if (!diff) throw new Error(`version ${change.versionId} has neither side`);
  const whole = diff.kind === 'added' || diff.kind === 'removed';
  const filled = (value: unknown) => value != null && value !== '' && !(Array.isArray(value) && value.length === 0);
  return {
    ...diff,
    fields: diff.fields.filter((f) => (whole ? filled(diff.after ? f.after : f.before) : f.changed)),
    images: diff.images.filter((i) => (whole ? (diff.after ? i.after : i.before) !== null : i.changed)),
  };
}
