import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DevTalkEditScreenQuery } from '../../__generated__/DevTalkEditScreenQuery.graphql.ts';
import { useDocumentTitle } from '../../layout/document-title.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { useViewer } from '../../viewer/useViewer.ts';
import { DevTalkAdminOnly } from './DevTalkAdminOnly.tsx';
import { DevTalkEditor } from './DevTalkEditor.tsx';
import { DevTalkPostActions } from './DevTalkPostActions.tsx';
import { DevTalkPostNotFound } from './DevTalkPostNotFound.tsx';
import { devTalkPostPath } from './dev-talk-paths.ts';
import './dev-talk.css';

const query = graphql`
  query DevTalkEditScreenQuery($slug: String!) {
    devTalkPost(slug: $slug) {
      slug
      title
      ...DevTalkEditor_post
      ...DevTalkPostActions_post
    }
  }
`;

// The editor must start from the saved text, never from an older cached copy.
export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<DevTalkEditScreenQuery> {
  return preloadQuery<DevTalkEditScreenQuery>(query, { slug: params.slug ?? '' }, 'network-only');
}

export function Component() {
  return <DevTalkEdit queryRef={useLoaderData() as PreloadedQuery<DevTalkEditScreenQuery>} />;
}

/** /dev-talk/{slug}/edit: an administrator edits, publishes, unpublishes or deletes a post. */
export function DevTalkEdit({ queryRef }: { queryRef: PreloadedQuery<DevTalkEditScreenQuery> }) {
  const { t } = useLingui();
  const { devTalkPost: post } = usePreloadedQuery<DevTalkEditScreenQuery>(query, queryRef);
  const admin = useViewer()?.role === 'ADMIN';
  const title = post?.title ?? '';
  useDocumentTitle(post ? t`Edit ${title}` : null);
  if (!post) return <DevTalkPostNotFound />;
  return (
    <article className="dev-talk-write">
      <p className="dev-talk-back">
        <Link to={devTalkPostPath(post.slug)}>
          <Trans>Back to the post</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Edit “{title}”</Trans>
      </h1>
      {admin ? (
        <>
          <DevTalkEditor post={post} />
          <DevTalkPostActions post={post} editing />
        </>
      ) : (
        <DevTalkAdminOnly />
      )}
    </article>
  );
}
