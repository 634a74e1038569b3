import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { FriendsSection_user$key } from '../../__generated__/FriendsSection_user.graphql.ts';
import type { FriendsSectionPaginationQuery } from '../../__generated__/FriendsSectionPaginationQuery.graphql.ts';
import { SectionPrivate } from './SectionPrivate.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';
import { MemberLink } from '../../people/MemberLink.tsx';

const fragment = graphql`
  fragment FriendsSection_user on User
  @refetchable(queryName: "FriendsSectionPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    hiddenSections
    friends(first: $count, after: $cursor) @connection(key: "FriendsSection_friends") {
      edges {
        node {
          id
          username
          displayName
        }
      }
    }
  }
`;

export function FriendsSection({ user: key }: { user: FriendsSection_user$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    FriendsSectionPaginationQuery,
    FriendsSection_user$key
  >(fragment, key);
  const friends = data.friends?.edges ?? [];
  return (
    <section className="profile-section card" aria-labelledby="profile-friends">
      <h2 id="profile-friends">
        <Trans>Friends</Trans>
      </h2>
      {data.hiddenSections.includes('friends') || !data.friends ? (
        <SectionPrivate />
      ) : friends.length === 0 ? (
        <p className="muted">
          <Trans>No friends yet.</Trans>
        </p>
      ) : (
        <>
          <ul className="profile-friends">
            {friends.map(({ node }) => (
              <li key={node.id}>
                <MemberLink username={node.username} displayName={node.displayName} />
              </li>
            ))}
          </ul>
          <LoadMoreButton
            hasNext={hasNext}
            isLoading={isLoadingNext}
            onLoad={() => loadNext(20)}
            label={<Trans>Show more friends</Trans>}
          />
        </>
      )}
    </section>
  );
}
