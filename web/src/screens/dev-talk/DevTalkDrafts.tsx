import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { DevTalkDraftsQuery } from '../../__generated__/DevTalkDraftsQuery.graphql.ts';
import { DevTalkByline } from './DevTalkByline.tsx';
import { devTalkEditPath } from './dev-talk-paths.ts';
import { firstLoadPolicy } from '../../ssr/environment-source.ts';

const query = graphql`
  query DevTalkDraftsQuery {
    devTalkDrafts(first: 50) @connection(key: "DevTalkDrafts_devTalkDrafts") {
      edges {
        node {
          id
          slug
          title
          ...DevTalkByline_post
        }
      }
    }
  }
`;

/**
 * Administrators' unpublished posts. Its own query, loaded after the page has painted: visitors
 * never ask for it (the API would refuse them), and the list of posts does not wait for it.
 */
export function DevTalkDrafts() {
  const { devTalkDrafts } = useLazyLoadQuery<DevTalkDraftsQuery>(
    query,
    {},
    { fetchPolicy: firstLoadPolicy('store-and-network') },
  );
  if (devTalkDrafts.edges.length === 0) return null;
  return (
    <section className="dev-talk-drafts card" aria-labelledby="dev-talk-drafts-heading">
      <h2 id="dev-talk-drafts-heading">
        <Trans>Drafts</Trans>
      </h2>
      <ul>
        {devTalkDrafts.edges.map(({ node }) => (
          <li key={node.id}>
            {/* A draft opens in the editor: there is nothing to read yet. */}
            <Link to={devTalkEditPath(node.slug)}>{node.title}</Link>
            <DevTalkByline post={node} />
          </li>
        ))}
      </ul>
    </section>
  );
}
