import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VersionDetails_version$key } from '../../__generated__/VersionDetails_version.graphql.ts';
import { CompanyList } from './CompanyList.tsx';
import { VersionArt } from './VersionArt.tsx';
import { fromCalendarDate } from '#shared/calendar-date';
import { useRegionLabel } from '../../games/region-label.ts';
import { titleLang } from '../../games/text-lang.ts';
import { CollectionControl } from '../../collection/CollectionControl.tsx';

// Only web links become anchors: the URL is community data and could be `javascript:`.
const WEB_URL = /^https?:\/\//i;

/** Everything known about one regional version. */
export function VersionDetails({ id, version }: { id: string; version: VersionDetails_version$key }) {
  const data = useFragment(
    /* eslint-disable relay/unused-fields -- the images go whole to BoxArt, which sizes them */
    graphql`
      fragment VersionDetails_version on Version {
        title
        region
        country
        revision
        releaseDate
        boxArtUrl
        barcode
        frontImage {
          url
          width
          height
        }
        backImage {
          url
          width
          height
        }
        mediumImage {
          url
          width
          height
        }
        developers {
          ...CompanyList_companies
        }
        publishers {
          ...CompanyList_companies
        }
        ...CollectionControl_version
      }
    `,
    /* eslint-enable relay/unused-fields */
    version,
  );
  const { t, i18n } = useLingui();
  const regionLabel = useRegionLabel();
  const title = data.title;
  // A calendar date: format it in UTC so no time zone can move it to the day before.
  const releaseDate = i18n.date(fromCalendarDate(data.releaseDate), { dateStyle: 'long', timeZone: 'UTC' });
  const field = (label: ReactNode, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );

  return (
    <section id={id} className="version-details" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} lang={titleLang(title, data.region)}>
        {title}
      </h3>
      <CollectionControl version={data} title={title} />
      <div className="version-art">
        <VersionArt
          image={data.frontImage}
          alt={t`Front box art of ${title}`}
          // The top of the page: its largest image, loaded at once and first.
          priority
          caption={<Trans>Front</Trans>}
          missing={t`No front box art for ${title}`}
        />
        <VersionArt
          image={data.backImage}
          alt={t`Back box art of ${title}`}
          caption={<Trans>Back</Trans>}
          missing={t`No back box art for ${title}`}
        />
        <VersionArt
          image={data.mediumImage}
          alt={t`Disc or cartridge of ${title}`}
          caption={<Trans>Disc or cartridge</Trans>}
          missing={t`No disc or cartridge image for ${title}`}
        />
      </div>
      <dl className="game-facts">
        {field(<Trans>Region</Trans>, regionLabel(data.region))}
        {data.country && field(<Trans>Country</Trans>, data.country)}
        {field(<Trans>Revision / number</Trans>, data.revision)}
        {field(<Trans>Release date</Trans>, <time dateTime={data.releaseDate}>{releaseDate}</time>)}
        <CompanyList label={<Trans>Developers</Trans>} companies={data.developers} />
        <CompanyList label={<Trans>Publishers</Trans>} companies={data.publishers} />
        {field(
          <Trans>Box art URL</Trans>,
          !data.boxArtUrl ? (
            <span className="game-fact-missing">
              <Trans>Not given</Trans>
            </span>
          ) : WEB_URL.test(data.boxArtUrl) ? (
            <a href={data.boxArtUrl} rel="noopener noreferrer nofollow">
              {data.boxArtUrl}
            </a>
          ) : (
            data.boxArtUrl
          ),
        )}
        {data.barcode && field(<Trans>Barcode</Trans>, <span translate="no">{data.barcode}</span>)}
      </dl>
    </section>
  );
}
