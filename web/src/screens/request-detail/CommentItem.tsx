import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql.ts';

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
          <Link to={`/user/${encodeURIComponent(comment.author.username)}`}>
            {comment.author.displayName ?? comment.author.username}
          </Link>
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
