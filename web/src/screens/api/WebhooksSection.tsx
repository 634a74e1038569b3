import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { WEBHOOK_DELIVERY, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '#shared/webhook-rules';

export const WEBHOOKS_ANCHOR = 'api-webhooks';

const HOURS = 60 * 60 * 1000;

/** Webhooks for integrators: what is sent, how it is signed and verified, and how it is retried. */
export function WebhooksSection() {
  const most = WEBHOOK_LIMITS.perMember;
  const hours = WEBHOOK_DELIVERY.giveUpAfterMs / HOURS;
  const seconds = WEBHOOK_DELIVERY.timeoutMs / 1000;
  const verify = `new Webhook(secret).verify(rawBody, headers)`;
  return (
    <section aria-labelledby={WEBHOOKS_ANCHOR}>
      <h2 id={WEBHOOKS_ANCHOR}>
        <Trans>Webhooks</Trans>
      </h2>
      <p>
        <Trans>
          Instead of asking again and again whether something changed, let Cartridge Vault tell you. Register a URL and
          the events it wants in <Link to="/settings">Settings</Link>, under Webhooks (up to {most}), or with the{' '}
          <code>createWebhook</code> mutation and an API key with the Webhooks scope. These events are sent:
        </Trans>
      </p>
      <ul>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <li key={type}>
            <code>{type}</code>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Each event is a small JSON object with its id, its type, when it happened, what it is about (the request or
          the game) and a link to read the rest from the REST API.
        </Trans>
      </p>
      <p>
        <Trans>
          Deliveries are signed as the Standard Webhooks specification describes: an HMAC-SHA256 of the event id, the
          timestamp and the body, with the secret shown once when the webhook is made. Check every delivery with a
          Standard Webhooks library before you trust it, for example <code>{verify}</code> from the{' '}
          <code>standardwebhooks</code> npm package, which refuses a forged signature and an old timestamp.
        </Trans>
      </p>
      <p>
        <Trans>
          Answer with a 2xx status within {seconds} seconds. Anything else is tried again later, each time waiting
          longer, for up to {hours} hours. A delivery can come more than once (after a timeout, say), always with the
          same <code>webhook-id</code> header: keep the ids you have handled and skip the ones you have seen, and you
          handle each event exactly once. Every attempt is in the webhook's delivery log in Settings.
        </Trans>
      </p>
    </section>
  );
}
