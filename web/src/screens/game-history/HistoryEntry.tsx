import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoryEntry_entry$key } from '../../__generated__/HistoryEntry_entry.graphql.ts';
import { ChangedMark, VersionDiffView } from '../request-detail/VersionDiffView.tsx';
import { historyVersionDiff } from './history-diff.ts';
import { MemberLink } from '../../people/MemberLink.tsx';

/* eslint-disable relay/unused-fields -- versions are compared field by field through the shared diff field list */
const fragment = graphql`
  fragment HistoryEntry_entry on GameHistoryEntry {
    id
    kind
    createdAt
    request {
      databaseId
    }
    proposer {
      username
      displayName
    }
    moderator {
      username
      displayName
    }
    titleChange {
      before
      after
    }
    consoleChange {
      before {
        name
      }
      after {
        name
      }
    }
    versionChanges {
      versionId
      kind
      changedFields
      before {
        ...HistoryEntry_version @relay(mask: false)
      }
      after {
        ...HistoryEntry_version @relay(mask: false)
      }
    }
  }
`;

// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- defined only to be spread unmasked above
graphql`
  fragment HistoryEntry_version on ProposedVersion {
    versionId
    title
    region
    country
    revision
    releaseDate
    developers
    publishers
    mediumImage {
      id
      url
    }
    frontImage {
      id
      url
    }
    backImage {
      id
      url
    }
    boxArtUrl
    barcode
  }
`;
/* eslint-enable relay/unused-fields */

interface HistoryEntryProps {
  entry: HistoryEntry_entry$key;
  gameDatabaseId: number;
  /** False for a deleted game: there is nothing left to edit back. */
  revertable?: boolean;
}

/** One applied change: what, when, by whom, from which request, and the way back. */
export function HistoryEntry({ entry: key, gameDatabaseId, revertable = true }: HistoryEntryProps) {
  const { i18n } = useLingui();
  const entry = useFragment(fragment, key);
  const headingId = `history-${entry.id}`;
  const when = i18n.date(new Date(entry.createdAt), { dateStyle: 'long', timeStyle: 'short' });
  const kind =
    {
      CREATED: <Trans>Game added</Trans>,
      EDITED: <Trans>Edited</Trans>,
      DELETED: <Trans>Deleted</Trans>,
    }[entry.kind as 'CREATED' | 'EDITED' | 'DELETED'] ?? entry.kind;
  const { proposer, moderator } = entry;
  const requestNumber = entry.request?.databaseId;
  return (
    <article className="history-entry card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {kind} <time dateTime={String(entry.createdAt)}>{when}</time>
      </h2>
      <ul className="history-meta">
        {proposer && (
          <li>
            <Trans>
              Proposed by <MemberLink username={proposer.username} displayName={proposer.displayName} />
            </Trans>
          </li>
        )}
        {moderator && (
          <li>
            <Trans>
              Approved by moderator <MemberLink username={moderator.username} displayName={moderator.displayName} />
            </Trans>
          </li>
        )}
        {requestNumber != null && (
          <li>
            <Link to={`/request/${requestNumber}`}>
              <Trans>From request #{requestNumber}</Trans>
            </Link>
          </li>
        )}
      </ul>
      {(entry.titleChange || entry.consoleChange) && (
        <table className="diff-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Field</Trans>
              </th>
              <th scope="col">
                <Trans>Before</Trans>
              </th>
              <th scope="col">
                <Trans>After</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {entry.titleChange && (
              <ChangeRow
                label={<Trans>Title</Trans>}
                before={entry.titleChange.before}
                after={entry.titleChange.after}
              />
            )}
            {entry.consoleChange && (
              <ChangeRow
                label={<Trans>Console</Trans>}
                before={entry.consoleChange.before?.name}
                after={entry.consoleChange.after?.name}
              />
            )}
          </tbody>
        </table>
      )}
      {entry.versionChanges.map((change) => (
        <VersionDiffView key={change.versionId} diff={historyVersionDiff(change)} single={false} />
      ))}
      {revertable && entry.kind === 'EDITED' && (
        <p>
          <Link
            className="button"
            to={`/games/${gameDatabaseId}/edit?revert=${encodeURIComponent(entry.id)}`}
            aria-describedby={headingId}
          >
            <Trans>Propose reverting this change</Trans>
          </Link>
        </p>
      )}
    </article>
  );
}

function ChangeRow({ label, before, after }: { label: ReactNode; before: ReactNode; after: ReactNode }) {
  const none = <span className="muted">—</span>;
  return (
    <tr className="changed">
      <th scope="row">
        {label}
        <ChangedMark />
      </th>
      <td>{before ?? none}</td>
      <td>{after ?? none}</td>
    </tr>
  );
}
