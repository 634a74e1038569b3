import { lazy, Suspense, useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useViewer } from '../viewer/useViewer.ts';
import { useOutboxState } from './outbox-state.ts';

// Its words load only when there is something to say: the first page carries none of them.
const PendingChangesList = lazy(() => import('./PendingChangesList.tsx'));

/**
 * The collection changes made offline that wait for the network, then "saved", or what the
 * server did not take and why (issue 28, part 4). One live region, always there, so each state
 * is announced once. Starts the outbox (outbox-sync.ts, loaded only for a signed-in member).
 */
export function PendingChanges() {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const state = useOutboxState();
  const memberId = viewer?.databaseId;

  useEffect(() => {
    if (memberId === undefined) return;
    void import('./outbox-sync.ts').then((outbox) => outbox.startOutbox(environment, memberId));
  }, [environment, memberId]);

  const showing = state.pending.length > 0 || state.conflicts.length > 0 || state.synced;
  return (
    <div className="outbox-region" aria-live="polite">
      {showing && (
        <Suspense fallback={null}>
          <PendingChangesList {...state} />
        </Suspense>
      )}
    </div>
  );
}
