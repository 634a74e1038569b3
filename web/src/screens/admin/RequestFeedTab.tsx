import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestFeedKind } from '../../__generated__/useRequestFeedSubscription.graphql.ts';
import { useRequestFeed, type FeedEvent } from './useRequestFeed.ts';

function useKindLabel() {
  const { t } = useLingui();
  const labels: Record<RequestFeedKind, string> = {
    CREATED: t`New request`,
    VOTED: t`Vote`,
    COMMENTED: t`Comment`,
    RESOLVED: t`Resolved`,
    RESET: t`Reset`,
    MODERATED: t`Moderator action`,
    '%future added value': t`Update`,
  };
  return (kind: RequestFeedKind) => labels[kind];
}

function FeedItem({ event }: { event: FeedEvent }) {
  const { i18n } = useLingui();
  const kindLabel = useKindLabel();
  const request = event.request;
  const time = i18n.date(new Date(event.at as string), { timeStyle: 'medium' });
  return (
    <li className="request-feed-item">
      <time dateTime={event.at as string}>{time}</time> <strong>{kindLabel(event.kind)}</strong>{' '}
      {request ? (
        <Link to={`/request/${request.databaseId}`}>
          {request.type === 'DELETE' ? (
            <Trans>Delete request for {request.gameTitle}</Trans>
          ) : (
            <Trans>Edit request for {request.gameTitle}</Trans>
          )}
        </Link>
      ) : (
        <span className="muted">
          <Trans>a request that no longer exists</Trans>
        </span>
      )}
    </li>
  );
}

/** Live request activity across the site for moderators; announced politely to screen readers. */
export function RequestFeedTab() {
  const events = useRequestFeed();
  return (
    <section className="admin-section" aria-labelledby="admin-feed-heading">
      <h2 id="admin-feed-heading">
        <Trans>Request feed</Trans>
      </h2>
      <p className="muted">
        <Trans>New requests, votes, comments and resolutions across the site appear here as they happen.</Trans>
      </p>
      <ol className="request-feed" aria-live="polite" aria-relevant="additions">
        {events.map((event) => (
          <FeedItem key={event.key} event={event} />
        ))}
      </ol>
      {events.length === 0 && (
        <p className="muted">
          <Trans>Waiting for activity…</Trans>
        </p>
      )}
    </section>
  );
}
