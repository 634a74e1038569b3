import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile_user$key } from '../../__generated__/Profile_user.graphql.ts';
import { FriendButton } from './FriendButton.tsx';
import { FavouriteGameSection } from './FavouriteGameSection.tsx';
import { ProfileStatsSection } from './ProfileStatsSection.tsx';
import { ActivitySection } from './ActivitySection.tsx';
import { FriendsSection } from './FriendsSection.tsx';
import { ProfileLists } from './ProfileLists.tsx';
import { memberName } from '../../people/member-name.ts';

const fragment = graphql`
  fragment Profile_user on User {
    username
    displayName
    joinedAt
    trustScore
    profileVisible
    ...FriendButton_user
    ...FavouriteGameSection_user
    ...ProfileStatsSection_user
    ...ActivitySection_user
    ...FriendsSection_user
  }
`;

/** A profile as this viewer may see it: name and trust score always, the rest by visibility. */
export function Profile({ user: key }: { user: Profile_user$key }) {
  const { i18n } = useLingui();
  const user = useFragment(fragment, key);
  const username = user.username;
  const name = memberName({ username, displayName: user.displayName });
  const trustScore = user.trustScore;
  return (
    <article className="profile">
      <header className="profile-header">
        <h1>{name}</h1>
        <p className="muted">@{username}</p>
        <dl className="profile-facts">
          <div>
            <dt>
              <Trans>Trust score</Trans>
            </dt>
            <dd>{trustScore}</dd>
          </div>
          {user.profileVisible && (
            <div>
              <dt>
                <Trans>Joined</Trans>
              </dt>
              <dd>
                <time dateTime={user.joinedAt}>{i18n.date(new Date(user.joinedAt), { dateStyle: 'long' })}</time>
              </dd>
            </div>
          )}
        </dl>
        <FriendButton user={user} />
      </header>
      {user.profileVisible ? (
        <div className="profile-sections">
          <FavouriteGameSection user={user} />
          <ProfileStatsSection user={user} />
          <ActivitySection user={user} />
          <FriendsSection user={user} />
          <ProfileLists username={username} />
        </div>
      ) : (
        <p className="notice profile-private" role="status">
          <Trans>profile private</Trans>
        </p>
      )}
    </article>
  );
}
