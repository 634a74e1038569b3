import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { LIMITS } from '#shared/rules';
import type { ProfileScreenOwnQuery } from '../../__generated__/ProfileScreenOwnQuery.graphql.ts';
import type { ProfileScreenUserQuery } from '../../__generated__/ProfileScreenUserQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { Profile } from './Profile.tsx';
import './profile.css';

const ownQuery = graphql`
  query ProfileScreenOwnQuery {
    viewer {
      ...Profile_user
    }
  }
`;

const userQuery = graphql`
  query ProfileScreenUserQuery($username: String!) {
    user(username: $username) {
      ...Profile_user
    }
  }
`;

type ProfileLoad =
  | { kind: 'own'; queryRef: PreloadedQuery<ProfileScreenOwnQuery> }
  | { kind: 'user'; queryRef: PreloadedQuery<ProfileScreenUserQuery> }
  | { kind: 'unknown' };

// Friendships and privacy change from other browsers: show what is cached, then refresh it.
export function loader({ params }: LoaderFunctionArgs): ProfileLoad {
  const username = params.username;
  if (username === undefined)
    return { kind: 'own', queryRef: preloadQuery<ProfileScreenOwnQuery>(ownQuery, {}, 'store-and-network') };
  if (username.length > LIMITS.usernameMax) return { kind: 'unknown' };
  return { kind: 'user', queryRef: preloadQuery<ProfileScreenUserQuery>(userQuery, { username }, 'store-and-network') };
}

/** /user (the viewer's own profile) and /user/:username. */
export function Component() {
  const load = useLoaderData() as ProfileLoad;
  if (load.kind === 'own') return <OwnProfile queryRef={load.queryRef} />;
  if (load.kind === 'user') return <UserProfile queryRef={load.queryRef} />;
  return <UserNotFound />;
}

function OwnProfile({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenOwnQuery> }) {
  const { viewer } = usePreloadedQuery<ProfileScreenOwnQuery>(ownQuery, queryRef);
  if (!viewer) {
    return (
      <article className="profile">
        <h1>
          <Trans>Profile</Trans>
        </h1>
        <LoginPrompt />
      </article>
    );
  }
  return <Profile user={viewer} />;
}

function UserProfile({ queryRef }: { queryRef: PreloadedQuery<ProfileScreenUserQuery> }) {
  const { user } = usePreloadedQuery<ProfileScreenUserQuery>(userQuery, queryRef);
  return user ? <Profile user={user} /> : <UserNotFound />;
}

function UserNotFound() {
  return (
    <article className="profile">
      <h1>
        <Trans>Profile</Trans>
      </h1>
      <p className="notice" role="status">
        <Trans>No user has this username.</Trans>
      </p>
    </article>
  );
}
