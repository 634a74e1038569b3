import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        {/* Every post has a "Read more". Its name says which post (aria-label); its text does too,
            out of sight, for search engines, which judge a link by its text. */}
        <Link to={path} aria-label={t`Read more: ${title}`}>
          <Trans>
            Read more<span className="visually-hidden">: {title}</span>
          </Trans>
        </Link>
      </p>
    </article>
  );
}
