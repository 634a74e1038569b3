import { Trans } from '@lingui/react/macro';
import { REST_BASE } from './operations.ts';

export const BULK_ANCHOR = 'api-bulk';
export const DUMPS_PATH = `${REST_BASE}/dumps`;
export const CHANGES_PATH = `${REST_BASE}/changes`;

/** Copying the whole catalogue and keeping the copy current: the dumps and the change feed. */
export function BulkSection() {
  const firstPage = `${CHANGES_PATH}?after=…`;
  return (
    <section aria-labelledby={BULK_ANCHOR}>
      <h2 id={BULK_ANCHOR}>
        <Trans>Copying the whole catalogue</Trans>
      </h2>
      <p>
        <Trans>
          To copy the catalogue, download a dump instead of asking for one game at a time. A dump is written every
          night: one gzip JSON Lines file for each kind of row (consoles, companies, games, versions and the history of
          changes) and a manifest with each file's row count and SHA-256. <a href={DUMPS_PATH}>{DUMPS_PATH}</a> lists
          them.
        </Trans>
      </p>
      <p>
        <Trans>
          To keep the copy current, read the change feed from the position the dump's manifest gives (
          <code>changeFeedPosition</code>): <code>{firstPage}</code> lists every change in order, each with the row as
          it is now, or null once it is deleted. Follow <code>next</code> until <code>caught_up</code> is true, then ask
          again later. The GraphQL API gives the same feed as <code>catalogueChanges</code>.
        </Trans>
      </p>
      <p>
        <Trans>
          No personal data is ever in a dump or in the feed: no members, collections, email addresses or votes.
        </Trans>
      </p>
    </section>
  );
}
