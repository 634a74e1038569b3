import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

const fragment = graphql`
  fragment CommentItem_comment on Comment {
    body
    createdAt
    author {
      username
      displayName
    }
  }
`;

export function CommentItem({ comment: key }: { comment: CommentItem_comment$key }) {
  const { i18n } = useLingui();
  const comment = useFragment(fragment, key);
  return (
    <li className="comment">
      <p className="comment-meta">
        {comment.author ? (
          <MemberLink username={comment.author.username} displayName={comment.author.displayName} />
        ) : (
          <span className="muted">
            <Trans>deleted user</Trans>
          </span>
        )}{' '}
        <time className="muted" dateTime={comment.createdAt}>
          {i18n.date(new Date(comment.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </p>
      <p className="comment-body">{comment.body}</p>
    </li>
  );
}
