import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { WebhooksSection_user$key } from '../../../__generated__/WebhooksSection_user.graphql.ts';
import { WEBHOOK_LIMITS } from '#shared/webhook-rules';
import { CreateWebhookForm } from './CreateWebhookForm.tsx';
import { WebhookItem } from './WebhookItem.tsx';
import './webhooks.css';

const fragment = graphql`
  fragment WebhooksSection_user on User {
    webhooks {
      id
      ...WebhookItem_webhook
    }
  }
`;

/** A member's webhooks (issue 29): each with its delivery log, and a form to add one. */
export function WebhooksSection({ user }: { user: WebhooksSection_user$key }) {
  const data = useFragment(fragment, user);
  const webhooks = data.webhooks ?? [];
  const max = WEBHOOK_LIMITS.perMember;
  return (
    <section className="settings-section card" aria-labelledby="settings-webhooks">
      <h2 id="settings-webhooks">
        <Trans>Webhooks</Trans>
      </h2>
      <p className="settings-hint muted">
        <Trans>
          Cartridge Vault posts each event you choose to your URL, signed with a secret, and retries for 24 hours until
          your server answers. At most {max} webhooks.
        </Trans>
      </p>
      {webhooks.length > 0 && (
        <ul className="webhook-list" aria-labelledby="settings-webhooks">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
      <CreateWebhookForm full={webhooks.length >= max} />
    </section>
  );
}
