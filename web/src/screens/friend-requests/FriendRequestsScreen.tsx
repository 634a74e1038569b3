import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  FriendRequestsScreenQuery,
  FriendRequestDirection,
} from '../../__generated__/FriendRequestsScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { FriendRequestList } from './FriendRequestList.tsx';
import './friend-requests.css';

const query = graphql`
  query FriendRequestsScreenQuery($direction: FriendRequestDirection!) {
    viewer {
      ...FriendRequestList_user @arguments(direction: $direction)
    }
  }
`;

/** `?tab=sent` shows the sent requests; anything else the received ones. */
function directionFromUrl(url: URL): FriendRequestDirection {
  return url.searchParams.get('tab') === 'sent' ? 'SENT' : 'RECEIVED';
}

interface FriendRequestsLoad {
  direction: FriendRequestDirection;
  queryRef: PreloadedQuery<FriendRequestsScreenQuery>;
}

// Requests arrive from other people at any time: show the cached list, then the fresh one.
export function loader({ request }: LoaderFunctionArgs): FriendRequestsLoad {
  const direction = directionFromUrl(new URL(request.url));
  return { direction, queryRef: preloadQuery<FriendRequestsScreenQuery>(query, { direction }, 'store-and-network') };
}

/** Friend requests, received and sent tabs (spec section 2). */
export function Component() {
  const { direction, queryRef } = useLoaderData() as FriendRequestsLoad;
  const { viewer } = usePreloadedQuery<FriendRequestsScreenQuery>(query, queryRef);
  return (
    <article className="friend-requests">
      <h1>
        <Trans>Friend requests</Trans>
      </h1>
      {viewer ? (
        <>
          <FriendRequestTabs current={direction} />
          <FriendRequestList user={viewer} direction={direction} />
        </>
      ) : (
        <LoginPrompt />
      )}
    </article>
  );
}

/** Links rather than an ARIA tablist, as on /admin: each tab has its own address. */
function FriendRequestTabs({ current }: { current: FriendRequestDirection }) {
  const { t } = useLingui();
  const tabs = [
    { direction: 'RECEIVED', to: '/friend-requests', label: t`Received` },
    { direction: 'SENT', to: '/friend-requests?tab=sent', label: t`Sent` },
  ] as const;
  return (
    <nav className="friend-request-tabs" aria-label={t`Friend request lists`}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.direction}>
            <Link to={tab.to} aria-current={tab.direction === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
