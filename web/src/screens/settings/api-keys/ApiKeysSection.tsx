import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { API_KEY } from '#shared/api-key-rules';
import type { ApiKeysSection_user$key } from '../../../__generated__/ApiKeysSection_user.graphql.ts';
import { ApiKeyItem } from './ApiKeyItem.tsx';
import { CreateApiKeyForm } from './CreateApiKeyForm.tsx';
import { useRevokeApiKey } from './useRevokeApiKey.ts';
import { Dialog, useDialog } from '../../../layout/Dialog.tsx';
import './api-keys.css';

const fragment = graphql`
  fragment ApiKeysSection_user on User {
    apiKeys {
      id
      ...ApiKeyItem_apiKey
    }
  }
`;

type Feedback = 'revoked' | 'failed' | null;

/** The member's personal API keys: list, create (token shown once), revoke. Nothing for visitors. */
export function ApiKeysSection({ user }: { user: ApiKeysSection_user$key | null | undefined }) {
  const data = useFragment(fragment, user ?? null);
  const { revoke, isInFlight } = useRevokeApiKey();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialog();
  if (!data) return null;
  const keys = data.apiKeys ?? [];
  const revokingName = confirming?.name ?? '';

  const ask = (id: string, name: string) => {
    setFeedback(null);
    setConfirming({ id, name });
    dialog.open();
  };
  const confirm = () => {
    if (!confirming || isInFlight) return;
    void revoke(confirming.id).then((outcome) => {
      const done = outcome.kind === 'done';
      setFeedback(done ? 'revoked' : 'failed');
      // The revoked key's button goes with it: focus comes back to this section's heading instead.
      if (done) dialog.opener.current = headingRef.current;
      dialog.close();
    });
  };

  return (
    <section className="settings-section card api-keys" aria-labelledby="settings-api-keys">
      <h2 id="settings-api-keys" ref={headingRef} tabIndex={-1}>
        <Trans>API keys</Trans>
      </h2>
      <p className="settings-hint">
        <Trans>
          Personal keys let your scripts and apps use the <Link to="/api">API</Link> as you, with their own request
          quota. You may have up to {API_KEY.maxPerMember} keys.
        </Trans>
      </p>
      {keys.length > 0 ? (
        <ul className="api-key-list" aria-labelledby="settings-api-keys">
          {keys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} onRevoke={ask} />
          ))}
        </ul>
      ) : (
        <p>
          <Trans>You have no API keys.</Trans>
        </p>
      )}
      <p role="status" className="settings-status">
        {feedback === 'revoked' && <Trans>The key was revoked.</Trans>}
      </p>
      {feedback === 'failed' && (
        <p className="notice error" role="alert">
          <Trans>An unexpected error occurred. Please try again.</Trans>
        </p>
      )}
      <CreateApiKeyForm />
      <Dialog
        control={dialog}
        title={<Trans>Revoke the key “{revokingName}”?</Trans>}
        description={
          <p>
            <Trans>Requests with this key are refused from now on. This cannot be undone.</Trans>
          </p>
        }
        persistent={isInFlight}
      >
        <div className="dialog-actions">
          <button type="button" onClick={dialog.close} disabled={isInFlight}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="danger" aria-busy={isInFlight || undefined} onClick={confirm}>
            <Trans>Revoke key</Trans>
          </button>
        </div>
      </Dialog>
    </section>
  );
}
