import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { DevTalkPostSummary_post$key } from '../../__generated__/DevTalkPostSummary_post.graphql.ts';
import { DevTalkByline } from './DevTalkByline.tsx';
import { devTalkPostPath } from './dev-talk-paths.ts';

const fragment = graphql`
  fragment DevTalkPostSummary_post on DevTalkPost {
    slug
    title
    excerpt
    ...DevTalkByline_post
  }
`;

/** One post in the list: its title (a link), byline, opening lines and "Read more". */
export function DevTalkPostSummary({ post: key }: { post: DevTalkPostSummary_post$key }) {
  const post = useFragment(fragment, key);
  const path = devTalkPostPath(post.slug);
  const title = post.title;
  return (
    <article className="dev-talk-summary card">
      <h2>
        <Link to={path}>{title}</Link>
      </h2>
      <DevTalkByline post={post} />
      {/* Plain text from the server, shown as text. */}
      {post.excerpt && <p className="dev-talk-excerpt">{post.excerpt}</p>}
      <p>
        {/* Every post has a "Read more": its text says which post (hidden from sight, read by
            screen readers and search engines), starting with the words shown. */}
        <Link to={path}>
          <Trans>
            Read more<span className="visually-hidden">: {title}</span>
          </Trans>
        </Link>
      </p>
    </article>
  );
}
