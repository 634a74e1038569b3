import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CollectionControl_version$key } from '../__generated__/CollectionControl_version.graphql.ts';
import { useViewer } from '../viewer/useViewer.ts';
import { useAddToCollection } from './useAddToCollection.ts';
import { useRemoveFromCollection } from './useRemoveFromCollection.ts';
import { WantToggle } from './WantToggle.tsx';
import './collection-control.css';

/**
 * Whether this version is in the viewer's collection, with add and remove buttons. Several copies
 * are allowed: "remove" takes away the most recently added one; the collection screen edits each.
 */
export function CollectionControl({ version, title }: { version: CollectionControl_version$key; title: string }) {
  const data = useFragment(
    graphql`
      fragment CollectionControl_version on Version {
        id
        viewerCopies {
          id
        }
        ...WantToggle_version
      }
    `,
    version,
  );
  const viewer = useViewer();
  const { t } = useLingui();
  const { addToCollection } = useAddToCollection();
  const { removeFromCollection } = useRemoveFromCollection();
  const [failed, setFailed] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  if (!viewer) return null;

  const copies = data.viewerCopies.length;
  const last = data.viewerCopies[copies - 1];
  const run = async (change: () => Promise<boolean>) => setFailed(!(await change()));
  const removeLast = async (itemId: string) => {
    const removed = await removeFromCollection({ itemId, versionId: data.id, title });
    setFailed(!removed);
    // The last copy's button goes with it; focus stays here, on the way to add one back.
    if (removed && copies === 1) addButton.current?.focus();
  };

  return (
    <div className="collection-control" role="group" aria-label={t`Your collection: ${title}`}>
      <p className={copies > 0 ? 'collection-status owned' : 'collection-status'} role="status">
        {copies === 0 ? (
          <Trans>Not in your collection</Trans>
        ) : (
          <Plural value={copies} one="In your collection" other="In your collection (# copies)" />
        )}
      </p>
      <button
        type="button"
        className="button"
        ref={addButton}
        onClick={() => void run(() => addToCollection(data.id, title))}
      >
        {copies === 0 ? <Trans>Add to collection</Trans> : <Trans>Add another copy</Trans>}
      </button>
      {last && (
        <button type="button" className="button" onClick={() => void removeLast(last.id)}>
          {copies === 1 ? <Trans>Remove from collection</Trans> : <Trans>Remove a copy</Trans>}
        </button>
      )}
      <WantToggle version={data} title={title} />
      {failed && (
        <p className="field-error" role="alert">
          <Trans>Your collection could not be changed. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
