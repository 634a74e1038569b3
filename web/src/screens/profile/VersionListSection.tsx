import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { VersionListSection_version$key } from '../../__generated__/VersionListSection_version.graphql.ts';
import { useRegionLabel } from '../../games/region-label.ts';
import { titleLang } from '../../games/text-lang.ts';
import { SectionPrivate } from './SectionPrivate.tsx';

const versionFragment = graphql`
  fragment VersionListSection_version on Version {
    databaseId
    region
    game {
      databaseId
      title
    }
  }
`;

interface Props {
  headingId: string;
  heading: ReactNode;
  empty: ReactNode;
  /** The list's entries, or null when the section is hidden from the viewer. */
  entries: readonly { readonly id: string; readonly version: VersionListSection_version$key }[] | null;
}

/** A profile section listing versions (want list, trade list), each linking to its game page. */
export function VersionListSection({ headingId, heading, empty, entries }: Props) {
  return (
    <section className="profile-section card" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {!entries ? (
        <SectionPrivate />
      ) : entries.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {entries.map(({ id, version }) => (
            <VersionListItem key={id} version={version} />
          ))}
        </ul>
      )}
    </section>
  );
}

function VersionListItem({ version: key }: { version: VersionListSection_version$key }) {
  const version = useFragment(versionFragment, key);
  const regionLabel = useRegionLabel();
  return (
    <li>
      <Link to={`/games/${version.game.databaseId}?version=${version.databaseId}`} lang={titleLang(version.game.title)}>
        {version.game.title}
      </Link>{' '}
      <span className="muted">({regionLabel(version.region)})</span>
    </li>
  );
}
