import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProfileListsQuery } from '../../__generated__/ProfileListsQuery.graphql.ts';
import { WantListSection } from './WantListSection.tsx';
import { TradeListSection } from './TradeListSection.tsx';
import { firstLoadPolicy } from '../../ssr/environment-source.ts';

// A query of its own, after the profile's first paint: in the profile's document the two lists
// passed the per-operation shape-cost ceiling (20,000).
const query = graphql`
  query ProfileListsQuery($username: String!) {
    user(username: $username) {
      ...WantListSection_user
      ...TradeListSection_user
    }
  }
`;

function Lists({ username }: { username: string }) {
  const data = useLazyLoadQuery<ProfileListsQuery>(
    query,
    { username },
    { fetchPolicy: firstLoadPolicy('store-and-network') },
  );
  if (!data.user) return null;
  return (
    <>
      <WantListSection user={data.user} />
      <TradeListSection user={data.user} />
    </>
  );
}

/** Sections wantList and tradeList of a profile (the API leaves out what the viewer may not see). */
export function ProfileLists({ username }: { username: string }) {
  return (
    <Suspense fallback={null}>
      <Lists username={username} />
    </Suspense>
  );
}
