import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { parseRowId } from '#shared/route-paths';
import type { RequestDetailScreenQuery } from '../../__generated__/RequestDetailScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { ActionList } from './ActionList.tsx';
import { CommentSection } from './CommentSection.tsx';
import { ModeratorActions } from './ModeratorActions.tsx';
import { ProposalDiff } from './ProposalDiff.tsx';
import { RequestNotFound } from './RequestNotFound.tsx';
import { RequestSummary } from './RequestSummary.tsx';
import { VoteList } from './VoteList.tsx';
import { VotePanel } from './VotePanel.tsx';
import { useRequestLive } from './useRequestLive.ts';
import './request-detail.css';

const query = graphql`
  query RequestDetailScreenQuery($id: Int!) {
    viewer {
      id
      role
    }
    request(databaseId: $id) {
      id
      databaseId
      gameTitle
      game {
        databaseId
      }
      ...RequestSummary_request
      ...VotePanel_request
      ...VoteList_request
      ...ProposalDiff_request
      ...CommentSection_request
      ...ModeratorActions_request
      ...ActionList_request
    }
  }
`;

/** The `:id` of /request/:id as a request number, or null when it cannot be one (`abc`, `0`, `1.5`): the server's rule too. */
export const parseRequestId = parseRowId;

// Votes and comments change all the time: show what is cached at once, then the fresh request.
export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<RequestDetailScreenQuery> | null {
  const id = parseRequestId(params.id);
  return id === null ? null : preloadQuery<RequestDetailScreenQuery>(query, { id }, 'store-and-network');
}

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<RequestDetailScreenQuery> | null;
  return queryRef ? <RequestDetail queryRef={queryRef} /> : <RequestNotFound />;
}

export function RequestDetail({ queryRef }: { queryRef: PreloadedQuery<RequestDetailScreenQuery> }) {
  const { viewer, request } = usePreloadedQuery<RequestDetailScreenQuery>(query, queryRef);
  if (!request) return <RequestNotFound />;
  return <RequestPage viewer={viewer} request={request} />;
}

type Data = RequestDetailScreenQuery['response'];

function RequestPage({ viewer, request }: { viewer: Data['viewer']; request: NonNullable<Data['request']> }) {
  const id = request.databaseId;
  const title = request.gameTitle;
  const moderator = viewer?.role === 'MODERATOR' || viewer?.role === 'ADMIN';
  return (
    <article className="request-detail">
      {viewer && <LiveUpdates requestId={request.id} />}
      <p className="request-detail-back">
        <Link to="/requests">
          <Trans>All requests</Trans>
        </Link>
      </p>
      <h1>
        <Trans>
          Request #{id}: {title}
        </Trans>
      </h1>
      {request.game && (
        <p>
          <Link to={`/games/${request.game.databaseId}`}>
            <Trans>View the game</Trans>
          </Link>
        </p>
      )}
      <RequestSummary request={request} />
      <section className="request-votes card" aria-labelledby="request-votes-heading">
        <h2 id="request-votes-heading">
          <Trans>Votes</Trans>
        </h2>
        {viewer ? <VotePanel request={request} /> : <LoginPrompt reason="requests" />}
        <VoteList request={request} />
      </section>
      <ProposalDiff request={request} />
      <CommentSection request={request} signedIn={viewer !== null} />
      {moderator && <ModeratorActions request={request} />}
      <ActionList request={request} />
    </article>
  );
}

/** Live updates are for signed-in people: the API authorises the subscriptions like voting. */
function LiveUpdates({ requestId }: { requestId: string }) {
  useRequestLive(requestId);
  return null;
}
