import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { WantedTabQuery } from '../../__generated__/WantedTabQuery.graphql.ts';
import { WantList } from './WantList.tsx';
import { FriendMatches } from './FriendMatches.tsx';

// A query of its own, fetched beside the screen's (in parallel, from the route's loader): with the
// copies list in one document the shape would pass the per-operation cost ceiling.
export const wantedTabQuery = graphql`
  query WantedTabQuery {
    viewer {
      ...FriendMatches_user @arguments(wanted: true, trade: false)
      ...WantList_user
    }
  }
`;

/** The Wanted tab: friends who have what the viewer wants, then the want list. */
export function WantedTab({ queryRef }: { queryRef: PreloadedQuery<WantedTabQuery> }) {
  const data = usePreloadedQuery<WantedTabQuery>(wantedTabQuery, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <FriendMatches user={data.viewer} />
      <WantList user={data.viewer} />
    </>
  );
}
