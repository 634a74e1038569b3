import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { DevTalkPostScreenQuery } from '../../__generated__/DevTalkPostScreenQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { DevTalkArticle } from './DevTalkArticle.tsx';
import { DevTalkPostActions } from './DevTalkPostActions.tsx';
import { DevTalkPostNotFound } from './DevTalkPostNotFound.tsx';
import './dev-talk.css';

const query = graphql`
  query DevTalkPostScreenQuery($slug: String!) {
    devTalkPost(slug: $slug) {
      published
      ...DevTalkArticle_post
      ...DevTalkPostActions_post
    }
  }
`;

// An edited post must show its new text: the cached post first, then the fresh one.
export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<DevTalkPostScreenQuery> {
  return preloadQuery<DevTalkPostScreenQuery>(query, { slug: params.slug ?? '' }, 'store-and-network');
}

export function Component() {
  return <DevTalkPostPage queryRef={useLoaderData() as PreloadedQuery<DevTalkPostScreenQuery>} />;
}

/** One post at its own address, /dev-talk/{slug}, to read and to share. */
export function DevTalkPostPage({ queryRef }: { queryRef: PreloadedQuery<DevTalkPostScreenQuery> }) {
  const { devTalkPost: post } = usePreloadedQuery<DevTalkPostScreenQuery>(query, queryRef);
  const admin = useViewer()?.role === 'ADMIN';
  if (!post) return <DevTalkPostNotFound />;
  return (
    <article className="dev-talk-post">
      <p className="dev-talk-back">
        <Link to="/dev-talk">
          <Trans>All posts</Trans>
        </Link>
      </p>
      {!post.published && (
        <p className="notice" role="status">
          <Trans>This is a draft: only administrators can see it.</Trans>
        </p>
      )}
      <DevTalkArticle post={post} />
      {admin && <DevTalkPostActions post={post} />}
    </article>
  );
}
