import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ApiKeysTabQuery } from '../../__generated__/ApiKeysTabQuery.graphql.ts';
import { preloadQuery } from '../../relay/preload.ts';
import { API_KEY_QUOTA } from '#shared/api-key-rules';
import { ADMIN_API_KEYS_PAGE_SIZE, AdminApiKeyList } from './AdminApiKeyList.tsx';

const query = graphql`
  query ApiKeysTabQuery($first: Int!) {
    ...AdminApiKeyList_query @arguments(first: $first)
  }
`;

/** Called by the screen's loader; keys are used all the time, so show then refresh. */
export function loadApiKeysTab(): PreloadedQuery<ApiKeysTabQuery> {
  return preloadQuery<ApiKeysTabQuery>(query, { first: ADMIN_API_KEYS_PAGE_SIZE }, 'store-and-network');
}

export function ApiKeysTab({ queryRef }: { queryRef: PreloadedQuery<ApiKeysTabQuery> }) {
  const data = usePreloadedQuery<ApiKeysTabQuery>(query, queryRef);
  const unit = API_KEY_QUOTA.graphqlCostPerUnit;
  return (
    <section className="admin-section" aria-labelledby="admin-api-keys-heading">
      <h2 id="admin-api-keys-heading">
        <Trans>API keys</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Members' live API keys, most recently used first. A key's quota is its REST requests a second (and {unit}{' '}
          GraphQL cost points a second each); leave it empty for the default.
        </Trans>
      </p>
      <AdminApiKeyList query={data} />
    </section>
  );
}
