import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WebhookEventType } from '#shared/webhook-rules';

/** An event type in the reader's language; the type itself (`game.changed`) is shown beside it. */
export function useWebhookEventLabel(): (type: string) => string {
  const { t } = useLingui();
  return useCallback(
    (type) => {
      switch (type as WebhookEventType) {
        case 'request.created':
          return t`A request is submitted`;
        case 'request.resolved':
          return t`A request is approved or rejected`;
        case 'game.changed':
          return t`A game is added, edited or deleted`;
        default:
          return type;
      }
    },
    [t],
  );
}
