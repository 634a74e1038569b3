import { graphql, usePaginationFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VoteList_request$key } from '../../__generated__/VoteList_request.graphql.ts';
import type { VoteListPaginationQuery } from '../../__generated__/VoteListPaginationQuery.graphql.ts';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';
import { MemberLink } from '../../people/MemberLink.tsx';

const PAGE = 20;

// A page at a time: the API's cost limit counts every requested vote, and the tally above counts
// all of them anyway. A live update reloads the first page, which holds the newest votes.
const fragment = graphql`
  fragment VoteList_request on Request
  @refetchable(queryName: "VoteListPaginationQuery")
  @argumentDefinitions(first: { type: "Int", defaultValue: 20 }, after: { type: "String" }) {
    votes(first: $first, after: $after) @connection(key: "VoteList_votes") {
      edges {
        node {
          id
          value
          updatedAt
          user {
            username
            displayName
          }
        }
      }
    }
  }
`;

/** Who voted what and when, newest first. */
export function VoteList({ request: key }: { request: VoteList_request$key }) {
  const { i18n, t } = useLingui();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    VoteListPaginationQuery,
    VoteList_request$key
  >(fragment, key);
  const { edges } = data.votes;
  if (edges.length === 0)
    return (
      <p className="muted">
        <Trans>no votes yet</Trans>
      </p>
    );
  return (
    <>
      <ul className="vote-list" aria-label={t`Votes cast`}>
        {edges.map(({ node }) => (
          <li key={node.id} className={`vote vote-${node.value.toLowerCase()}`}>
            <span className="vote-value">
              {node.value === 'APPROVE' ? <Trans>Approve</Trans> : <Trans>Reject</Trans>}
            </span>{' '}
            {node.user ? (
              <MemberLink username={node.user.username} displayName={node.user.displayName} />
            ) : (
              <span className="muted">
                <Trans>deleted user</Trans>
              </span>
            )}{' '}
            <time className="muted" dateTime={node.updatedAt}>
              {i18n.date(new Date(node.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(PAGE)}
        label={<Trans>Show more votes</Trans>}
        needsScript
      />
    </>
  );
}
