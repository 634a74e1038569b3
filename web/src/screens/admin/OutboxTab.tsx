import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { OutboxTabQuery } from '../../__generated__/OutboxTabQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { OUTBOX_PAGE_SIZE, OutboxList } from './OutboxList.tsx';

const query = graphql`
  query OutboxTabQuery($first: Int!) {
    ...OutboxList_query @arguments(first: $first)
  }
`;

/** Called by the screen's loader; new mails arrive all the time, so show then refresh. */
export function loadOutboxTab(): PreloadedQuery<OutboxTabQuery> {
  return preloadQuery<OutboxTabQuery>(query, { first: OUTBOX_PAGE_SIZE }, 'store-and-network');
}

export function OutboxTab({ queryRef }: { queryRef: PreloadedQuery<OutboxTabQuery> }) {
  const data = usePreloadedQuery<OutboxTabQuery>(query, queryRef);
  return (
    <section className="admin-section" aria-labelledby="admin-outbox-heading">
      <h2 id="admin-outbox-heading">
        <Trans>Outbox</Trans>
      </h2>
      <p className="muted">
        <Trans>Every mail the site wrote, newest first. Without an SMTP server a mail is only stored here.</Trans>
      </p>
      <OutboxList query={data} />
    </section>
  );
}
