import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_KEY } from '#shared/api-key-rules';
import type { AdminApiKeyRow_apiKey$key } from '../../__generated__/AdminApiKeyRow_apiKey.graphql.ts';
import { useSetApiKeyQuota } from './useSetApiKeyQuota.ts';
import { KeyLastUsed } from '../settings/api-keys/KeyLastUsed.tsx';

const fragment = graphql`
  fragment AdminApiKeyRow_apiKey on ApiKey {
    id
    name
    displayPrefix
    lastUsedAt
    quotaPerSecond
    quotaOverride
    owner {
      username
    }
  }
`;

type Status = 'saved' | 'failed' | null;

/** One key with its owner and last use, and its quota as a small form (empty: the default). */
export function AdminApiKeyRow({ apiKey }: { apiKey: AdminApiKeyRow_apiKey$key }) {
  const key = useFragment(fragment, apiKey);
  const { t } = useLingui();
  const inputId = useId();
  const { setQuota, isInFlight } = useSetApiKeyQuota();
  const [value, setValue] = useState(key.quotaOverride === null ? '' : String(key.quotaOverride));
  const [status, setStatus] = useState<Status>(null);
  const keyName = key.name;
  const owner = key.owner.username;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (isInFlight) return;
    setStatus(null);
    void setQuota(key.id, value.trim() === '' ? null : Number(value)).then((outcome) =>
      setStatus(outcome.kind === 'done' ? 'saved' : 'failed'),
    );
  };

  return (
    <li className="admin-api-key">
      <div>
        <strong>{keyName}</strong> <code>{key.displayPrefix}…</code>{' '}
        <span className="muted">
          <Trans>by {owner}</Trans>
        </span>{' '}
        <span className="muted">
          <KeyLastUsed at={key.lastUsedAt} />
        </span>
      </div>
      <form className="admin-api-key-quota" onSubmit={save}>
        <label htmlFor={inputId}>
          <Trans>Quota for {keyName}</Trans>
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={API_KEY.maxQuotaPerSecond}
          placeholder={t`Default (${key.quotaPerSecond})`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" aria-busy={isInFlight || undefined}>
          <Trans>Save</Trans>
        </button>
        <span role="status">
          {status === 'saved' && <Trans>Saved: {key.quotaPerSecond} requests a second.</Trans>}
          {status === 'failed' && (
            <Trans>The quota was not saved. Use a whole number from 1 to {API_KEY.maxQuotaPerSecond}.</Trans>
          )}
        </span>
      </form>
    </li>
  );
}
