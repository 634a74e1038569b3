import { graphql, usePaginationFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { OutboxList_query$key } from '../../__generated__/OutboxList_query.graphql.ts';
import type { OutboxListPaginationQuery } from '../../__generated__/OutboxListPaginationQuery.graphql.ts';
import { OutboxMailItem } from './OutboxMailItem.tsx';
import { LoadMoreButton } from '../../layout/LoadMoreButton.tsx';

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox, newest first, a page at a time. */
export function OutboxList({ query }: { query: OutboxList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    OutboxListPaginationQuery,
    OutboxList_query$key
  >(
    graphql`
      fragment OutboxList_query on Query
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" })
      @refetchable(queryName: "OutboxListPaginationQuery") {
        emailOutbox(first: $first, after: $after) @connection(key: "OutboxList_emailOutbox") {
          edges {
            node {
              id
              ...OutboxMailItem_mail
            }
          }
        }
      }
    `,
    query,
  );
  const mails = data.emailOutbox.edges.map((edge) => edge.node);

  if (mails.length === 0)
    return (
      <p className="notice" role="status">
        <Trans>The outbox is empty.</Trans>
      </p>
    );
  return (
    <>
      <ol className="outbox-list">
        {mails.map((mail) => (
          <OutboxMailItem key={mail.id} mail={mail} />
        ))}
      </ol>
      <LoadMoreButton
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoad={() => loadNext(OUTBOX_PAGE_SIZE)}
        keepFocus
        paragraph="admin-more"
      />
    </>
  );
}
