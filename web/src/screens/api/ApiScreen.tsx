import { Trans } from '@lingui/react/macro';
import { ApiContents } from './ApiContents.tsx';
import { GraphqlSection } from './GraphqlSection.tsx';
import { RestSection } from './RestSection.tsx';
import { BulkSection } from './BulkSection.tsx';
import { KeysSection } from './KeysSection.tsx';
import { WebhooksSection } from './WebhooksSection.tsx';
import './api.css';

/** The public API documentation (spec section 7): the GraphQL API and the read-only REST facade. */
export function Component() {
  return (
    <article className="api-docs">
      <h1>
        <Trans>Public API</Trans>
      </h1>
      <p className="api-intro">
        <Trans>
          Cartridge Vault's catalogue is open to scripts and other sites. The GraphQL API is the one the site itself
          uses, with accounts and changes; the REST API is a simpler, read-only view of games, versions and consoles
          that you can try on this page.
        </Trans>
      </p>
      <ApiContents />
      <GraphqlSection />
      <RestSection />
      <BulkSection />
      <KeysSection />
      <WebhooksSection />
    </article>
  );
}
