import { Trans, useLingui } from '@lingui/react/macro';
import { GRAPHQL_ANCHORS } from './GraphqlSection.tsx';
import { API_OPERATIONS, operationAnchor } from './operations.ts';
import { REST_ANCHOR } from './RestSection.tsx';
import { BULK_ANCHOR } from './BulkSection.tsx';
import { KEYS_ANCHOR } from './KeysSection.tsx';
import { WEBHOOKS_ANCHOR } from './WebhooksSection.tsx';

/** The page's table of contents: plain fragment links, so the browser scrolls and moves focus. */
export function ApiContents() {
  const { t, i18n } = useLingui();
  return (
    <nav className="api-contents card" aria-label={t`On this page`}>
      <h2 className="api-contents-title">
        <Trans>On this page</Trans>
      </h2>
      <ul>
        <li>
          <a href={`#${GRAPHQL_ANCHORS.section}`}>
            <Trans>GraphQL API</Trans>
          </a>
          <ul>
            <li>
              <a href={`#${GRAPHQL_ANCHORS.examples}`}>
                <Trans>Examples</Trans>
              </a>
            </li>
          </ul>
        </li>
        <li>
          <a href={`#${REST_ANCHOR}`}>
            <Trans>REST API</Trans>
          </a>
          <ul>
            {API_OPERATIONS.map((operation) => (
              <li key={operation.name}>
                <a href={`#${operationAnchor(operation)}`}>{i18n._(operation.title)}</a>{' '}
                <code className="api-contents-path">{operation.path}</code>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <a href={`#${BULK_ANCHOR}`}>
            <Trans>Copying the whole catalogue</Trans>
          </a>
        </li>
        <li>
          <a href={`#${KEYS_ANCHOR}`}>
            <Trans>API keys</Trans>
          </a>
        </li>
        <li>
          <a href={`#${WEBHOOKS_ANCHOR}`}>
            <Trans>Webhooks</Trans>
          </a>
        </li>
      </ul>
    </nav>
  );
}
