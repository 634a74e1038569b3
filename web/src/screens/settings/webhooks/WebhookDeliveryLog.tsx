import { graphql, usePaginationFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookDeliveryLog_webhook$key } from '../../../__generated__/WebhookDeliveryLog_webhook.graphql.ts';

const fragment = graphql`
  fragment WebhookDeliveryLog_webhook on Webhook
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "WebhookDeliveryLogPaginationQuery") {
    deliveries(first: $count, after: $cursor) @connection(key: "WebhookDeliveryLog_deliveries") {
      edges {
        node {
          eventId
          type
          createdAt
          status
          attempts
          lastStatusCode
          lastError
          nextAttemptAt
        }
      }
    }
  }
`;

/** The webhook's deliveries, newest event first, in a disclosure so the list stays short. */
export function WebhookDeliveryLog({ webhook }: { webhook: WebhookDeliveryLog_webhook$key }) {
  const { i18n, t } = useLingui();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, webhook);
  const deliveries = data.deliveries.edges.map((edge) => edge.node);
  const when = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'medium' });
  const statusText = { DELIVERED: t`Delivered`, PENDING: t`Pending`, GAVE_UP: t`Gave up` } as Record<string, string>;
  return (
    <details className="webhook-log">
      <summary>
        <Trans>Delivery log</Trans>
      </summary>
      {deliveries.length === 0 ? (
        <p className="muted">
          <Trans>No events yet.</Trans>
        </p>
      ) : (
        <div className="webhook-log-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Event</Trans>
                </th>
                <th scope="col">
                  <Trans>Status</Trans>
                </th>
                <th scope="col">
                  <Trans>Attempts</Trans>
                </th>
                <th scope="col">
                  <Trans>Last answer</Trans>
                </th>
                <th scope="col">
                  <Trans>Next attempt</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.eventId}>
                  <td>
                    <code>{d.type}</code> <time dateTime={d.createdAt}>{when(d.createdAt)}</time>
                  </td>
                  <td>{statusText[d.status] ?? d.status}</td>
                  <td>{d.attempts}</td>
                  <td>{d.lastStatusCode ?? d.lastError ?? '–'}</td>
                  <td>{d.nextAttemptAt ? <time dateTime={d.nextAttemptAt}>{when(d.nextAttemptAt)}</time> : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <button type="button" onClick={() => !isLoadingNext && loadNext(10)} aria-busy={isLoadingNext || undefined}>
          <Trans>Show older deliveries</Trans>
        </button>
      )}
    </details>
  );
}
