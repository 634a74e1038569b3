import { useState, type MouseEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { queueOffline } from '../../offline/queue-offline.ts';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CopyRow_item$key } from '../../__generated__/CopyRow_item.graphql.ts';
import { titleLang } from '../../games/text-lang.ts';
import { useRemoveFromCollection } from '../../collection/useRemoveFromCollection.ts';
import { VersionFacts } from '../../collection/VersionFacts.tsx';
import { CopyDetails } from './CopyDetails.tsx';
import { CopyEditor } from './CopyEditor.tsx';
import { useUpdateCollectionItem } from './useUpdateCollectionItem.ts';
import { focusHeading, whenPageHeading } from '../../layout/route-focus.ts';

/** One owned copy: what it is and what is there, with inline editing and removal. */
export function CopyRow({ item, connectionId }: { item: CopyRow_item$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment CopyRow_item on CollectionItem {
        id
        version {
          id
          databaseId
          ...VersionFacts_version
          game {
            databaseId
            title
          }
        }
        forTrade
        ...CopyDetails_item
        ...CopyEditor_item
      }
    `,
    item,
  );
  const { t } = useLingui();
  const { removeFromCollection } = useRemoveFromCollection();
  const update = useUpdateCollectionItem();
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  const { version } = data;
  const title = version.game.title;
  const headingId = `copy-${data.id}`;
  const remove = async (event: MouseEvent<HTMLButtonElement>) => {
    // The row goes away with the focused button: focus moves to the next copy (or the one before),
    // or to the page heading once none is left.
    const row = event.currentTarget.closest('li');
    const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>('h3 a');
    const removed = await removeFromCollection({
      itemId: data.id,
      versionId: version.id,
      connections: [connectionId],
      title,
    });
    setFailed(!removed);
    if (!removed) return;
    if (neighbour?.isConnected) neighbour.focus();
    else whenPageHeading(focusHeading);
  };

  const toggleTrade = async () => {
    // Offline, the toggle waits in the outbox and the button shows it at once.
    const kind = data.forTrade ? 'untrade' : 'trade';
    const queued = queueOffline(environment, { kind, versionId: version.id, itemId: data.id, title });
    const done = queued ? await queued : (await update({ id: data.id, forTrade: !data.forTrade })).kind === 'done';
    setFailed(!done);
  };

  return (
    <li className="copy-row card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/games/${version.game.databaseId}?version=${version.databaseId}`} lang={titleLang(title)}>
          {title}
        </Link>
      </h3>
      <VersionFacts version={version} />
      <CopyDetails item={data} />
      <div className="copy-actions">
        <button type="button" className="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? <Trans>Close editor</Trans> : <Trans>Edit copy</Trans>}
        </button>
        <button type="button" className="button" aria-pressed={data.forTrade} onClick={() => void toggleTrade()}>
          <Trans>Offer for trade</Trans>
        </button>
        <button
          type="button"
          className="button"
          aria-label={t`Remove this copy of ${title}`}
          onClick={(event) => void remove(event)}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
      {failed && (
        <p className="field-error" role="alert">
          <Trans>Your collection could not be changed. Please try again.</Trans>
        </p>
      )}
      {editing && <CopyEditor item={data} title={title} onDone={() => setEditing(false)} />}
    </li>
  );
}
