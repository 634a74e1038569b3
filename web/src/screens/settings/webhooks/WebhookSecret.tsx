import { useState } from 'react';
import { Trans } from '@lingui/react/macro';

/** A new webhook's signing secret: shown this once, with a button that copies it. */
export function WebhookSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    void navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  return (
    <div className="webhook-secret notice" role="status">
      <p>
        <Trans>
          Webhook added. Its signing secret is shown only now: keep it with your receiver, which needs it to verify each
          delivery.
        </Trans>
      </p>
      <p className="webhook-secret-value">
        <code id="webhook-secret">{secret}</code>
        <button type="button" onClick={copy} aria-describedby="webhook-secret">
          <Trans>Copy secret</Trans>
        </button>
      </p>
      <p className="settings-status" aria-live="polite">
        {copied === 'yes' && <Trans>Copied.</Trans>}
        {copied === 'failed' && <Trans>Copying failed: select the secret and copy it yourself.</Trans>}
      </p>
    </div>
  );
}
