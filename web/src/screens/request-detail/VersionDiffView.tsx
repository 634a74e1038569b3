import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromCalendarDate } from '#shared/calendar-date';
import { useRegionLabel } from '../../games/region-label.ts';
import type { ImageField, ImageLike, VersionDiff, VersionField, VersionLike } from './proposal-diff.ts';

/** Said to screen readers where sighted readers see the highlight. */
export function ChangedMark() {
  return (
    <span className="visually-hidden">
      {' '}
      <Trans>(changed)</Trans>
    </span>
  );
}

interface VersionDiffViewProps {
  diff: VersionDiff;
  /** One column: the version as it is (a delete request). */
  single: boolean;
}

/** One version: added, removed, changed (each field before and after) or unchanged. */
export function VersionDiffView({ diff, single }: VersionDiffViewProps) {
  const { t, i18n } = useLingui();
  const region = useRegionLabel();
  const version = diff.after ?? diff.before;
  if (!version) return null;
  const fieldLabels: Record<VersionField, string> = {
    title: t`Version title`,
    region: t`Region`,
    country: t`Country`,
    revision: t`Revision`,
    releaseDate: t`Release date`,
    developers: t`Developers`,
    publishers: t`Publishers`,
    boxArtUrl: t`Box art link`,
    barcode: t`Barcode`,
  };
  const imageLabels: Record<ImageField, string> = {
    mediumImage: t`Medium image`,
    frontImage: t`Front cover`,
    backImage: t`Back cover`,
  };
  const show = (field: VersionField, value: VersionLike[VersionField] | null): ReactNode => {
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0))
      return <span className="muted">—</span>;
    if (Array.isArray(value)) return value.join(', ');
    if (field === 'region') return region(value as string);
    if (field === 'releaseDate')
      return i18n.date(fromCalendarDate(value as string), { dateStyle: 'long', timeZone: 'UTC' });
    return value as string;
  };
  const kindBadge = {
    added: <Trans>added</Trans>,
    removed: <Trans>removed</Trans>,
    changed: <Trans>changed</Trans>,
    unchanged: <Trans>unchanged</Trans>,
  }[diff.kind];
  const twoColumns = !single && diff.kind === 'changed';
  const versionTitle = version.title;
  const versionRegion = region(version.region);
  return (
    <section className={`version-diff version-${single ? 'current' : diff.kind}`}>
      <h4>
        <Trans>
          {versionTitle} ({versionRegion})
        </Trans>{' '}
        {!single && <span className="version-kind">{kindBadge}</span>}
      </h4>
      {(single || diff.kind !== 'unchanged') && (
        <>
          <table className="diff-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Field</Trans>
                </th>
                {twoColumns ? (
                  <>
                    <th scope="col">
                      <Trans>Before</Trans>
                    </th>
                    <th scope="col">
                      <Trans>After</Trans>
                    </th>
                  </>
                ) : (
                  <th scope="col">
                    <Trans>Value</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {diff.fields.map(({ field, before, after, changed }) => {
                const marked = twoColumns && changed;
                return (
                  <tr key={field} className={marked ? 'changed' : undefined}>
                    <th scope="row">
                      {fieldLabels[field]}
                      {marked && <ChangedMark />}
                    </th>
                    {twoColumns ? (
                      <>
                        <td>{show(field, before)}</td>
                        <td>{show(field, after)}</td>
                      </>
                    ) : (
                      <td>{show(field, diff.after ? after : before)}</td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="image-diffs">
            {diff.images.map(({ field, before, after, changed }) => {
              if (!before && !after) return null;
              const marked = twoColumns && changed;
              return (
                <div key={field} className={marked ? 'image-diff changed' : 'image-diff'}>
                  <p className="image-diff-label">
                    {imageLabels[field]}
                    {marked && <ChangedMark />}
                  </p>
                  <div className="image-pair">
                    {twoColumns ? (
                      <>
                        <DiffImage image={before} caption={t`Before`} alt={t`${imageLabels[field]}, before`} />
                        <DiffImage image={after} caption={t`After`} alt={t`${imageLabels[field]}, after`} />
                      </>
                    ) : (
                      <DiffImage image={diff.after ? after : before} caption={null} alt={imageLabels[field]} />
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </>
      )}
    </section>
  );
}

function DiffImage({ image, caption, alt }: { image: ImageLike | null; caption: string | null; alt: string }) {
  return (
    <figure className="diff-image">
      {image ? (
        <img src={image.url} alt={alt} loading="lazy" />
      ) : (
        <p className="muted">
          <Trans>no image</Trans>
        </p>
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
