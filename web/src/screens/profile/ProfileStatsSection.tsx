import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ProfileStatsSection_user$key } from '../../__generated__/ProfileStatsSection_user.graphql.ts';
import { SectionPrivate } from './SectionPrivate.tsx';

const fragment = graphql`
  fragment ProfileStatsSection_user on User {
    hiddenSections
    profileStats { copies requests votes friends }
  }
`;

export function ProfileStatsSection({ user: key }: { user: ProfileStatsSection_user$key }) {
  const { hiddenSections, profileStats: stats } = useFragment(fragment, key);
  return (
    <section className="profile-section card" aria-labelledby="profile-stats">
      <h2 id="profile-stats"><Trans>Stats</Trans></h2>
      {hiddenSections.includes('stats') || !stats ? (
        <SectionPrivate />
      ) : (
        <dl className="profile-facts">
          <div><dt><Trans>Copies in collection</Trans></dt><dd>{stats.copies}</dd></div>
          <div><dt><Trans>Requests submitted</Trans></dt><dd>{stats.requests}</dd></div>
          <div><dt><Trans>Votes cast</Trans></dt><dd>{stats.votes}</dd></div>
          <div><dt><Trans>Friends</Trans></dt><dd>{stats.friends}</dd></div>
        </dl>
      )}
    </section>
  );
}
