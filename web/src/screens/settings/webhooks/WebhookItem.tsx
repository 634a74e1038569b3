import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookItem_webhook$key } from '../../../__generated__/WebhookItem_webhook.graphql.ts';
import { Dialog, useDialog } from '../../../layout/Dialog.tsx';
import { useDeleteWebhook } from './useDeleteWebhook.ts';
import { useWebhookEventLabel } from './webhook-event-label.ts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog.tsx';

const fragment = graphql`
  fragment WebhookItem_webhook on Webhook {
    id
    url
    events
    ...WebhookDeliveryLog_webhook
  }
`;

/** One webhook: where it posts, what it receives, its delivery log, and deleting it (confirmed). */
export function WebhookItem({ webhook }: { webhook: WebhookItem_webhook$key }) {
  const { t } = useLingui();
  const data = useFragment(fragment, webhook);
  const label = useWebhookEventLabel();
  const dialog = useDialog();
  const { remove, isInFlight } = useDeleteWebhook();
  const [failed, setFailed] = useState(false);
  const url = data.url;
  const confirm = () => {
    if (isInFlight) return;
    setFailed(false);
    // On success the list no longer holds this item, dialog and all.
    void remove(data.id).then((outcome) => outcome.kind !== 'done' && setFailed(true));
  };
  return (
    <li className="webhook">
      <p className="webhook-url">
        <code>{url}</code>
      </p>
      <ul className="webhook-event-list" aria-label={t`Events`}>
        {data.events.map((type) => (
          <li key={type}>{label(type)}</li>
        ))}
      </ul>
      <WebhookDeliveryLog webhook={data} />
      <button type="button" className="danger" onClick={dialog.open}>
        <Trans>Delete webhook</Trans>
      </button>
      <Dialog
        control={dialog}
        title={<Trans>Delete this webhook?</Trans>}
        description={
          <p>
            <Trans>
              Nothing more is posted to <code>{url}</code>, and its delivery log is deleted.
            </Trans>
          </p>
        }
        persistent={isInFlight}
      >
        {failed && (
          <p className="notice error" role="alert">
            <Trans>An unexpected error occurred. Please try again.</Trans>
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" onClick={dialog.close} disabled={isInFlight}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="danger" onClick={confirm} aria-busy={isInFlight || undefined}>
            {isInFlight ? t`Deleting…` : t`Delete webhook`}
          </button>
        </div>
      </Dialog>
    </li>
  );
}
