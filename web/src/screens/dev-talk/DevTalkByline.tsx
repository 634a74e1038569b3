import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DevTalkByline_post$key } from '../../__generated__/DevTalkByline_post.graphql.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

const fragment = graphql`
  fragment DevTalkByline_post on DevTalkPost {
    published
    publishedAt
    editedAt
    updatedAt
    author {
      username
      displayName
    }
  }
`;

/** Who wrote a post and when: published on, edited on (after publication), or last saved for a draft. */
export function DevTalkByline({ post: key }: { post: DevTalkByline_post$key }) {
  const { i18n } = useLingui();
  const post = useFragment(fragment, key);
  const date = (iso: string) => <time dateTime={iso}>{i18n.date(new Date(iso), { dateStyle: 'long' })}</time>;
  const author = post.author ? (
    <MemberLink username={post.author.username} displayName={post.author.displayName} />
  ) : (
    <Trans>a former member</Trans>
  );
  const published = post.published && post.publishedAt ? date(post.publishedAt) : null;
  const edited = post.editedAt ? date(post.editedAt) : null;
  const saved = date(post.updatedAt);
  return (
    <p className="dev-talk-byline">
      {published ? (
        <Trans>
          By {author} on {published}
        </Trans>
      ) : (
        <Trans>
          Draft by {author}, last saved {saved}
        </Trans>
      )}
      {published && edited && (
        <>
          {' · '}
          <Trans>Edited {edited}</Trans>
        </>
      )}
    </p>
  );
}
