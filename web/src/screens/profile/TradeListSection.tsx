import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { TradeListSection_user$key } from '../../__generated__/TradeListSection_user.graphql.ts';
import { VersionListSection } from './VersionListSection.tsx';

const fragment = graphql`
  fragment TradeListSection_user on User {
    hiddenSections
    tradeList(first: 20) {
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

/** Section tradeList: the copies this member offers for trade (the API leaves it out when hidden). */
export function TradeListSection({ user: key }: { user: TradeListSection_user$key }) {
  const { hiddenSections, tradeList } = useFragment(fragment, key);
  return (
    <VersionListSection
      headingId="profile-trade-list"
      heading={<Trans>For trade</Trans>}
      empty={<Trans>Nothing offered for trade yet.</Trans>}
      entries={
        hiddenSections.includes('tradeList') || !tradeList
          ? null
          : tradeList.edges.map(({ node: { id, version } }) => ({ id, version }))
      }
    />
  );
}
