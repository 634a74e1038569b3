import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ProfileStatsSection_user$key } from '../../__generated__/ProfileStatsSection_user.graphql.ts';
import { CollectorLevel } from '../../collection/CollectorLevel.tsx';
import { CollectionStats } from '../../collection/CollectionStats.tsx';
import { MinigameStats } from '../../minigames/MinigameStats.tsx';
import { SectionPrivate } from './SectionPrivate.tsx';

const fragment = graphql`
  fragment ProfileStatsSection_user on User {
    hiddenSections
    profileStats {
      copies
      requests
      votes
      friends
    }
    ...CollectorLevel_user
    ...CollectionStats_user
    ...MinigameStats_user
  }
`;

/** The 'stats' section: collector level, activity counts and the collection's statistics. */
export function ProfileStatsSection({ user: key }: { user: ProfileStatsSection_user$key }) {
  const user = useFragment(fragment, key);
  const stats = user.profileStats;
  return (
    <section className="profile-section card" aria-labelledby="profile-stats">
      <h2 id="profile-stats">
        <Trans>Stats</Trans>
      </h2>
      {user.hiddenSections.includes('stats') || !stats ? (
        <SectionPrivate />
      ) : (
        <>
          <CollectorLevel user={user} />
          <dl className="profile-facts">
            <div>
              <dt>
                <Trans>Copies in collection</Trans>
              </dt>
              <dd>{stats.copies}</dd>
            </div>
            <div>
              <dt>
                <Trans>Requests submitted</Trans>
              </dt>
              <dd>{stats.requests}</dd>
            </div>
            <div>
              <dt>
                <Trans>Votes cast</Trans>
              </dt>
              <dd>{stats.votes}</dd>
            </div>
            <div>
              <dt>
                <Trans>Friends</Trans>
              </dt>
              <dd>{stats.friends}</dd>
            </div>
          </dl>
          <CollectionStats user={user} heading="h3" />
          <MinigameStats user={user} />
        </>
      )}
    </section>
  );
}
