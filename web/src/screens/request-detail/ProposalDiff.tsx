import type { ReactNode } from 'react';
import { graphql, readInlineData, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ProposalDiff_request$key } from '../../__generated__/ProposalDiff_request.graphql.ts';
import type { ProposalDiff_game$data, ProposalDiff_game$key } from '../../__generated__/ProposalDiff_game.graphql.ts';
import { proposalDiff, type Change, type ConsoleLike } from './proposal-diff.ts';
import { ChangedMark, VersionDiffView } from './VersionDiffView.tsx';

/* eslint-disable relay/unused-fields -- versions are compared field by field through the shared snapshot field list */
const gameFragment = graphql`
  fragment ProposalDiff_game on GameProposal @inline {
    title
    console {
      id
      name
    }
    versions {
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
  }
`;
/* eslint-enable relay/unused-fields */

const fragment = graphql`
  fragment ProposalDiff_request on Request {
    type
    snapshot {
      ...ProposalDiff_game
    }
    proposal {
      ...ProposalDiff_game
    }
  }
`;

type Game = ProposalDiff_game$data;

/** The proposal field by field against the game as it was; a delete request shows what goes. */
export function ProposalDiff({ request: key }: { request: ProposalDiff_request$key }) {
  const request = useFragment(fragment, key);
  const snapshot = readInlineData<ProposalDiff_game$key>(gameFragment, request.snapshot);
  const proposal = request.proposal ? readInlineData<ProposalDiff_game$key>(gameFragment, request.proposal) : null;
  const removal = request.type === 'DELETE' || !proposal;
  const diff = proposalDiff<Game['versions'][number]>(snapshot, proposal ?? snapshot);
  return (
    <section className="proposal-diff card" aria-labelledby="proposal-diff-heading">
      <h2 id="proposal-diff-heading">{removal ? <Trans>The game</Trans> : <Trans>Proposed changes</Trans>}</h2>
      {removal ? (
        <p className="notice error">
          <Trans>This request removes the game</Trans>
        </p>
      ) : (
        !diff.changed && (
          <p className="muted">
            <Trans>The proposal changes nothing.</Trans>
          </p>
        )
      )}
      <table className="diff-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Field</Trans>
            </th>
            <th scope="col">{removal ? <Trans>Value</Trans> : <Trans>Before</Trans>}</th>
            {!removal && (
              <th scope="col">
                <Trans>After</Trans>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <GameRow label={<Trans>Title</Trans>} change={diff.title} single={removal} show={(value) => value} />
          <GameRow
            label={<Trans>Console</Trans>}
            change={diff.console}
            single={removal}
            show={(value: ConsoleLike | null) => value?.name ?? <Trans>unknown console</Trans>}
          />
        </tbody>
      </table>
      <h3>
        <Trans>Versions</Trans>
      </h3>
      {diff.versions.map((version, index) => (
        <VersionDiffView key={version.versionId ?? `new-${index}`} diff={version} single={removal} />
      ))}
    </section>
  );
}

interface GameRowProps<T> {
  label: ReactNode;
  change: Change<T>;
  single: boolean;
  show(value: T): ReactNode;
}

function GameRow<T>({ label, change, single, show }: GameRowProps<T>) {
  const changed = !single && change.changed;
  return (
    <tr className={changed ? 'changed' : undefined}>
      <th scope="row">
        {label}
        {changed && <ChangedMark />}
      </th>
      <td>{show(change.before)}</td>
      {!single && <td>{show(change.after)}</td>}
    </tr>
  );
}
