import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKeyItem_apiKey$key } from '../../../__generated__/ApiKeyItem_apiKey.graphql.ts';
import { SCOPE_LABELS } from './scope-labels.ts';
import { KeyLastUsed } from './KeyLastUsed.tsx';

const fragment = graphql`
  fragment ApiKeyItem_apiKey on ApiKey {
    id
    name
    displayPrefix
    scopes
    createdAt
    lastUsedAt
    quotaPerSecond
  }
`;

/** One key: what it is called and may do, when it was made and last used, and its revoke button. */
export function ApiKeyItem({
  apiKey,
  onRevoke,
}: {
  apiKey: ApiKeyItem_apiKey$key;
  /** Asks to revoke the key (the section confirms first). */
  onRevoke(id: string, name: string): void;
}) {
  const key = useFragment(fragment, apiKey);
  const { i18n } = useLingui();
  const nameId = useId();
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  // A scope newer than this page is shown by its name.
  const scopes = key.scopes.map((scope) =>
    scope in SCOPE_LABELS ? i18n._(SCOPE_LABELS[scope as keyof typeof SCOPE_LABELS].name) : scope,
  );
  const quota = key.quotaPerSecond;
  const created = when(key.createdAt);
  const keyName = key.name;
  return (
    <li className="api-key">
      <div className="api-key-about">
        <span id={nameId} className="api-key-name">
          {keyName}
        </span>
        <code className="api-key-prefix">{key.displayPrefix}…</code>
        <span>{new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(scopes)}</span>
        <span className="muted">
          <Trans>
            Created <time dateTime={key.createdAt}>{created}</time>
          </Trans>
        </span>
        <span className="muted">
          <KeyLastUsed at={key.lastUsedAt} />
        </span>
        <span className="muted">
          <Trans>{quota} requests a second</Trans>
        </span>
      </div>
      <button type="button" className="danger" onClick={() => onRevoke(key.id, keyName)} aria-describedby={nameId}>
        <Trans>Revoke</Trans>
      </button>
    </li>
  );
}
