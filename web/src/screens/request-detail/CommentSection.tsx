import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { CommentSection_request$key } from '../../__generated__/CommentSection_request.graphql.ts';
import type { CommentSectionPaginationQuery } from '../../__generated__/CommentSectionPaginationQuery.graphql.ts';
import { LoginPrompt } from '../../viewer/LoginPrompt.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

const PAGE = 20;

/** The connection key the live comment subscription appends to. */
export const COMMENTS_CONNECTION = 'CommentSection_comments';

const fragment = graphql`
  fragment CommentSection_request on Request
  @refetchable(queryName: "CommentSectionPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    id
    comments(first: $first, after: $after) @connection(key: "CommentSection_comments") {
      __id
      edges {
        node {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;

/** The discussion, oldest first so the newest comment is last, beside the form that adds one. */
export function CommentSection({ request: key, signedIn }: { request: CommentSection_request$key; signedIn: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    CommentSectionPaginationQuery,
    CommentSection_request$key
  >(fragment, key);
  const { edges, __id: connectionId } = data.comments;
  return (
    <section className="request-comments card" aria-labelledby="request-comments-heading">
      <h2 id="request-comments-heading">
        <Trans>Discussion</Trans>
      </h2>
      {edges.length === 0 ? (
        <p className="muted" role="status">
          <Trans>no comments yet</Trans>
        </p>
      ) : (
        <ol className="comment-list" aria-live="polite">
          {edges.map(({ node }) => (
            <CommentItem key={node.id} comment={node} />
          ))}
        </ol>
      )}
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(PAGE)}
        label={<Trans>Show later comments</Trans>}
      />
      {signedIn ? <CommentForm requestId={data.id} connectionId={connectionId} /> : <LoginPrompt reason="comment" />}
    </section>
  );
}
