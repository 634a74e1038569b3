import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { DevTalkScreenQuery } from '../../__generated__/DevTalkScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { DEV_TALK_PAGE_SIZE, DevTalkPostList } from './DevTalkPostList.tsx';
import { DevTalkDrafts } from './DevTalkDrafts.tsx';
import { DEV_TALK_FEED_PATH } from './dev-talk-paths.ts';
import './dev-talk.css';

const query = graphql`
  query DevTalkScreenQuery($first: Int!) {
    ...DevTalkPostList_query @arguments(first: $first)
  }
`;

// A post written a moment ago must show: the cached list first, then the fresh one.
export function loader(): PreloadedQuery<DevTalkScreenQuery> {
  return preloadQuery<DevTalkScreenQuery>(query, { first: DEV_TALK_PAGE_SIZE }, 'store-and-network');
}

export function Component() {
  return <DevTalk queryRef={useLoaderData() as PreloadedQuery<DevTalkScreenQuery>} />;
}

/** The site owner's blog: published posts, newest first; administrators also write and see drafts. */
export function DevTalk({ queryRef }: { queryRef: PreloadedQuery<DevTalkScreenQuery> }) {
  const data = usePreloadedQuery<DevTalkScreenQuery>(query, queryRef);
  const admin = useViewer()?.role === 'ADMIN';
  return (
    <article className="dev-talk">
      <header className="dev-talk-header">
        <h1>
          <Trans>Dev Talk</Trans>
        </h1>
        <p>
          <Trans>News and notes from the developer of Cartridge Vault.</Trans>
        </p>
        <p className="dev-talk-tools">
          {/* The feed is served by the API, not by the app's router. */}
          <a href={DEV_TALK_FEED_PATH} type="application/atom+xml">
            <Trans>Subscribe to the Atom feed</Trans>
          </a>
          {admin && (
            <Link className="button primary" to="/dev-talk/new">
              <Trans>Write a post</Trans>
            </Link>
          )}
        </p>
      </header>
      {admin && (
        <Suspense fallback={null}>
          <DevTalkDrafts />
        </Suspense>
      )}
      <DevTalkPostList query={data} />
    </article>
  );
}
