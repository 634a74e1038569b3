import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { WantListSection_user$key } from '../../__generated__/WantListSection_user.graphql.ts';
import { VersionListSection } from './VersionListSection.tsx';

const fragment = graphql`
  fragment WantListSection_user on User {
    hiddenSections
    wantList(first: 20) {
      edges {
        node {
          id
          version {
            ...VersionListSection_version
          }
        }
      }
    }
  }
`;

/** Section wantList: the versions this member is looking for (the API leaves it out when hidden). */
export function WantListSection({ user: key }: { user: WantListSection_user$key }) {
  const { hiddenSections, wantList } = useFragment(fragment, key);
  return (
    <VersionListSection
      headingId="profile-want-list"
      heading={<Trans>Want list</Trans>}
      empty={<Trans>Nothing on the want list yet.</Trans>}
      entries={
        hiddenSections.includes('wantList') || !wantList
          ? null
          : wantList.edges.map(({ node: { id, version } }) => ({ id, version }))
      }
    />
  );
}
